/** Text of {@link ThemePreviewBanner}; override to translate. */
export interface ThemePreviewBannerLabels {
  /** "You are previewing the Vogue theme." */
  banner: (theme: string) => string;
  leave: string;
}

export const DEFAULT_THEME_PREVIEW_BANNER_LABELS: ThemePreviewBannerLabels = {
  banner: (theme) => `You are previewing the ${theme} theme.`,
  leave: 'Leave preview',
};

/** Text of {@link LoadErrorAlert}; override to translate. */
export interface LoadErrorAlertLabels {
  title: string;
  /** The download took too long (spec 8: after 120 s). */
  timeout: string;
  /** The download failed outright. */
  failed: string;
  retry: string;
}

export const DEFAULT_LOAD_ERROR_ALERT_LABELS: LoadErrorAlertLabels = {
  title: 'This part of the page could not be loaded',
  timeout: 'The connection timed out. Check your connection and try again.',
  failed: 'Part of the page could not be downloaded. Please try again.',
  retry: 'Try again',
};
