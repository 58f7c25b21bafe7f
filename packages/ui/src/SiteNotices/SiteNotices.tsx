import { Button } from '../Button/Button';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import {
  DEFAULT_LOAD_ERROR_ALERT_LABELS,
  DEFAULT_THEME_PREVIEW_BANNER_LABELS,
  type LoadErrorAlertLabels,
  type ThemePreviewBannerLabels,
} from './labels';
import * as styles from './SiteNotices.css';

/** Props of {@link ThemePreviewBanner}. */
export interface ThemePreviewBannerProps {
  /** The theme being previewed, as the merchant names it (`vogue`). */
  theme: string;
  /** Where the shopper comes back to after leaving the preview (this page). */
  redirectTo: string;
  /** Where the form posts (`theme` empty: end the preview). */
  action?: string;
  labels?: Partial<ThemePreviewBannerLabels>;
}

/**
 * "You are previewing the Vogue theme" above the header, with the way out: a
 * form posting an empty `theme`, so it works without JavaScript. Renders
 * `data-testid="theme-preview"`.
 *
 * @example <ThemePreviewBanner theme="vogue" redirectTo="/products/linen-shirt" />
 */
export function ThemePreviewBanner({ theme, redirectTo, action = '/theme-preview', labels }: ThemePreviewBannerProps) {
  const text = useLabels('ThemePreviewBanner', DEFAULT_THEME_PREVIEW_BANNER_LABELS, labels);
  const name = theme.charAt(0).toUpperCase() + theme.slice(1);
  return (
    <Form method="post" action={action} className={styles.previewBanner} data-testid="theme-preview">
      <span>{text.banner(name)}</span>
      <input type="hidden" name="theme" value="" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className={styles.previewLeave}>
        {text.leave}
      </button>
    </Form>
  );
}

/** Props of {@link LoadErrorAlert}. */
export interface LoadErrorAlertProps {
  /** Why it did not load: the download took too long, or failed. */
  reason: 'timeout' | 'failed';
  onRetry: () => void;
  className?: string;
  labels?: Partial<LoadErrorAlertLabels>;
}

/**
 * Part of the page whose code is loaded on demand did not arrive (spec 8:
 * after 120 s, or a failed download): said at once (`role="alert"`) with a
 * retry. Renders `data-testid="chunk-error"` and `data-reason`.
 *
 * @example <LoadErrorAlert reason="timeout" onRetry={retry} />
 */
export function LoadErrorAlert({ reason, onRetry, className, labels }: LoadErrorAlertProps) {
  const text = useLabels('LoadErrorAlert', DEFAULT_LOAD_ERROR_ALERT_LABELS, labels);
  return (
    <div
      role="alert"
      className={className ? `${styles.loadError} ${className}` : styles.loadError}
      data-testid="chunk-error"
      data-reason={reason}
    >
      <p className={styles.loadErrorText}>
        <strong>{text.title}</strong>
        <span>{reason === 'timeout' ? text.timeout : text.failed}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
