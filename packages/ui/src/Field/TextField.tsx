import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

/** Props of {@link TextField}: the frame's, an input's (`defaultValue`, `type`, `autoComplete` …) and an optional prefix. */
export type TextFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'input'>, 'name' | 'id' | 'className' | 'prefix'> & {
    /** Shown before the input and not read out (e.g. `+44`); describe it in `hint`. */
    prefix?: ReactNode;
  };

/**
 * A labelled text input, form-first: it posts under `name` and starts from
 * `defaultValue`, so what the shopper types before the page's scripts load
 * (or without them) is never replaced. The server's message for the field
 * arrives as `error`.
 *
 * @example
 * <TextField name="email" type="email" label="Email" autoComplete="email" defaultValue={values.email} error={errors.email} />
 */
export function TextField({
  name,
  label,
  error,
  hint,
  isOptional,
  id,
  className,
  labels,
  prefix,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      name={name}
      label={label}
      error={error}
      hint={hint}
      isOptional={isOptional}
      id={id}
      className={className}
      labels={labels}
    >
      {(control) => {
        // One shape with or without the prefix: a prefix that arrives later (a country's dial code) must not
        // remount the input and drop what was typed into it.
        return (
          <span className={styles.adorned}>
            {prefix ? (
              <span className={styles.adornment} aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            <input type="text" {...input} {...control} name={name} className={styles.control} />
          </span>
        );
      }}
    </FieldFrame>
  );
}
