import { StoreApiError, useCart, type CartIntentName } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../Button/Button';
import { Form } from '../../kit/form';
import type { CartPageLabels } from './labels';
import * as styles from './CartPage.css';

const NOTE = 'note' satisfies CartIntentName;

/**
 * The cart note (spec 5: at most 500 characters, 'Character limit reached!'),
 * with a live count of the characters left. A form posting the `note`
 * intent; hydrated it saves through `useCart().setNote`.
 */
export function CartNote({
  action,
  maxLength,
  defaultValue,
  error: serverError,
  labels,
}: {
  action: string;
  /** The contract's limit (`CART_NOTE_MAX_LENGTH`), handed in by the page's loader. */
  maxLength: number;
  /** The note as the server holds it, or as last typed when a post was refused. */
  defaultValue: string;
  error: string | null;
  labels: CartPageLabels;
}) {
  const { note: savedNote, setNote } = useCart();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [hasSaved, setHasSaved] = useState(false);
  const remaining = maxLength - text.length;
  const shownError = error ?? serverError ?? (remaining <= 0 ? labels.characterLimit : null);
  const isSaved = hasSaved && !isSaving && !shownError && text === savedNote;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setIsSaving(true);
    setNote(text)
      .then(() => setHasSaved(true))
      .catch((failure: unknown) => setError(failure instanceof StoreApiError ? failure.message : labels.characterLimit))
      .finally(() => setIsSaving(false));
  };

  return (
    <Form method="post" action={action} className={styles.section} onSubmit={onSubmit} data-testid="cart-note">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-note`}>
          {labels.noteLabel} <span className={styles.optional}>{labels.optional}</span>
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          name="note"
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value.slice(0, maxLength));
            setHasSaved(false);
          }}
          aria-invalid={error || serverError ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${shownError ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {labels.noteHint}
        </p>
      </div>
      <div className={styles.noteFooter}>
        <span id={`${id}-count`} className={styles.hint} aria-live="polite" data-testid="note-remaining">
          {labels.noteRemaining(Math.max(0, remaining))}
        </span>
        <Button
          type="submit"
          name="intent"
          value={NOTE}
          variant="secondary"
          size="sm"
          aria-disabled={isSaving || undefined}
        >
          {labels.noteSave}
        </Button>
      </div>
      {shownError ? (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {shownError}
        </p>
      ) : (
        <p role="status" className={styles.hint}>
          {isSaved ? labels.noteSaved : ''}
        </p>
      )}
    </Form>
  );
}
