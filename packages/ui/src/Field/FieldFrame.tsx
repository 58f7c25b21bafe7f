import { useId, type ReactNode } from 'react';
import { useLabels } from '../kit/labels';
import * as styles from './Field.css';
import { DEFAULT_FIELD_LABELS, type FieldLabels } from './labels';

/** What a field's control gets from its frame: its id and the ARIA wiring of the label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props every field shares. */
export interface FieldFrameProps {
  /** The control's `name`; also `data-field`, so pages and tests find a field by what it posts. */
  name: string;
  label: ReactNode;
  /** The server's (or the page's) message for this field, already in the shopper's language. */
  error?: string | null;
  hint?: ReactNode;
  /** May stay empty: the label says so and the control is not `aria-required`. */
  isOptional?: boolean;
  /** An `id` for the control; one is made up otherwise. */
  id?: string;
  className?: string;
  labels?: Partial<FieldLabels>;
}

/**
 * The frame of one form field: label (with "(optional)"), the control, a
 * hint and the field's message, wired with `aria-describedby` and
 * `aria-invalid`. Renders `data-field` (the control's name) and
 * `data-invalid` while it has a message.
 */
export function FieldFrame({
  name,
  label,
  error,
  hint,
  isOptional,
  id: givenId,
  className,
  labels,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const text = useLabels('Field', DEFAULT_FIELD_LABELS, labels);
  const madeId = useId();
  const id = givenId ?? madeId;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-field={name}
      data-invalid={error ? '' : undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {label}
        {isOptional ? (
          <>
            {' '}
            <span className={styles.optional}>{text.optional}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isOptional ? undefined : true,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.message} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
