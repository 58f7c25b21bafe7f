/** Texts of the breadcrumb bar; override to translate. Item texts come from `useBreadcrumb` (its own `labels`). */
export interface BreadcrumbLabels {
  /** Name of the navigation landmark. */
  navLabel: string;
}

export const DEFAULT_BREADCRUMB_LABELS: BreadcrumbLabels = { navLabel: 'Breadcrumb' };
