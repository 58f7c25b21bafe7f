/** Texts of the back-to-top control; override to translate. */
export interface BackToTopLabels {
  label: string;
}

export const DEFAULT_BACK_TO_TOP_LABELS: BackToTopLabels = { label: 'Back to top' };
