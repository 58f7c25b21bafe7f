import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Props of {@link VisuallyHidden}: any `<span>` props. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text for screen readers only, e.g. "Sale price" before an amount.
 *
 * @example
 * <VisuallyHidden>Sale price</VisuallyHidden>
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}

export { visuallyHidden };
