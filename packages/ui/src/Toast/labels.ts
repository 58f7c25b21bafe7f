/** Texts of the toasts; override to translate. */
export interface ToastLabels {
  /** Name of the notification region; `{hotkey}` is replaced with the shortcut that focuses it. */
  region: string;
  close: string;
  /** Shown for a 504 (spec 8). */
  timeout: string;
  /** Title per type, read before the message. */
  warning: string;
  error: string;
  success: string;
  /** After a coupon was applied. */
  couponApplied: (code: string) => string;
}

export const DEFAULT_TOAST_LABELS: ToastLabels = {
  region: 'Notifications ({hotkey})',
  close: 'Dismiss notification',
  timeout: 'Connection timed out, please try again',
  warning: 'Please note',
  error: 'Something went wrong',
  success: 'Done',
  couponApplied: (code) => `Coupon ${code} applied`,
};
