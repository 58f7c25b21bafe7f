import type { ComponentPropsWithRef } from 'react';
import * as styles from './Field.css';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'select'>, 'name' | 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** The first, empty choice ("Select a country"); none when left out. */
    placeholder?: string;
  };

/**
 * A labelled native select (the phone's own picker, autofill, and no script
 * needed), posting under `name`. Uncontrolled with `defaultValue`, so a
 * choice made before the page's scripts load stays chosen.
 *
 * @example
 * <SelectField name="country" label="Country/region" options={countries} placeholder="Select a country" defaultValue="US" />
 */
export function SelectField({
  name,
  label,
  error,
  hint,
  isOptional,
  id,
  className,
  labels,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
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
      {(control) => (
        <select {...select} {...control} name={name} className={styles.control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
