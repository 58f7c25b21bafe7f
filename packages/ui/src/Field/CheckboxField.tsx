import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Field.css';

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'name' | 'className'> & {
  name: string;
  label: ReactNode;
  /** A second, quieter line under the label. */
  hint?: ReactNode;
  className?: string;
};

/**
 * A checkbox with its label; it posts `on` under `name` when ticked (and
 * nothing when not), as a browser does without scripts.
 *
 * @example
 * <CheckboxField name="accepts_marketing" label="Email me with news and offers" defaultChecked={values.accepts_marketing} />
 */
export function CheckboxField({ name, label, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox} data-field={name}>
      <input type="checkbox" {...input} name={name} className={styles.checkboxInput} />
      <span>
        {label}
        {hint ? <span className={styles.checkboxHint}>{hint}</span> : null}
      </span>
    </label>
  );
}
