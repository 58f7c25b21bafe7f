import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { alert, type AlertVariants } from './Alert.css';

/** Props of {@link Alert}. */
export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'title'> & {
  tone?: AlertVariants['tone'];
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Moves focus to the message (and scrolls it into view) when it appears or
   * changes: on a phone a failed step's message may sit far above the button
   * that was pressed. Screen readers announce it either way.
   */
  isFocusedOnShow?: boolean;
  /** Changes when the same text means a new event (a second refusal), so focus moves again. */
  showKey?: string | number;
};

/**
 * A message about a whole form or page: critical (`role="alert"`, said at
 * once) or a success/info notice (`role="status"`). Renders `data-tone`.
 *
 * @example
 * <Alert tone="critical" isFocusedOnShow>Your card was declined. Try another card.</Alert>
 */
export function Alert({
  tone = 'critical',
  title,
  children,
  isFocusedOnShow = false,
  showKey,
  className,
  ...props
}: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isFocusedOnShow || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [isFocusedOnShow, showKey, children]);
  const classes = alert({ tone });
  return (
    <div
      ref={ref}
      role={tone === 'critical' ? 'alert' : 'status'}
      tabIndex={isFocusedOnShow ? -1 : undefined}
      data-tone={tone}
      {...props}
      className={className ? `${classes} ${className}` : classes}
    >
      {title ? <strong>{title}</strong> : null}
      {children}
    </div>
  );
}
