import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from './Button.css';

/** Props of {@link Button}: a `<button>`'s props plus the style variants. */
export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

/**
 * The one button. `type` defaults to `button` so it never submits a form by accident.
 *
 * @example
 * <Button variant="secondary" size="sm" onClick={close}>Continue shopping</Button>
 */
export function Button({ variant, size, iconOnly, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  const classes = button({ variant, size, iconOnly, fullWidth });
  return <button type={type} {...props} className={className ? `${classes} ${className}` : classes} />;
}
