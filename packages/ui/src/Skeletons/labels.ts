/** Texts of the skeletons (read by screen readers only); override to translate. */
export interface SkeletonLabels {
  loading: string;
}

export const DEFAULT_SKELETON_LABELS: SkeletonLabels = { loading: 'Loading…' };
