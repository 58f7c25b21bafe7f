import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Form } from '../kit/form';
import type { CommentsLabels } from './labels';
import * as styles from './Comments.css';

/** A comment as the shopper wrote it. */
export interface CommentFormValues {
  author: string;
  body: string;
}

/** The comment form's fields that can be refused, by name. */
export type CommentField = keyof CommentFormValues;

/** Props of {@link CommentForm}. */
export interface CommentFormProps {
  /** Posts the comment (JavaScript); the form resets once `status` is `sent`. */
  onPost: (comment: CommentFormValues) => void;
  status?: 'idle' | 'sending' | 'sent' | 'error';
  /** The store's message when posting failed. */
  error?: string | null;
  /** Where the form posts without JavaScript (`intent=comment`). */
  action?: string;
  productId?: number;
  /** The store's refusals by field, from a post without JavaScript. */
  errors?: Partial<Record<CommentField, string>>;
  /** What the shopper typed, back from a refused post without JavaScript. */
  defaultValues?: Partial<CommentFormValues>;
  labels: CommentsLabels;
}

/** Longest comment the store accepts. */
const COMMENT_BODY_MAX = 2000;
/** Longest name the store accepts. */
const COMMENT_AUTHOR_MAX = 80;

/**
 * The comment form: name and comment, a real form posting `intent=comment`
 * without JavaScript, enhanced to post in place. Refusals show on their field.
 */
export function CommentForm({
  onPost,
  status = 'idle',
  error,
  action,
  productId,
  errors = {},
  defaultValues = {},
  labels: text,
}: CommentFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A posted comment empties the form; a refused one keeps every word.
  useEffect(() => {
    if (status === 'sent') formRef.current?.reset();
  }, [status]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    onPost({ author: String(data.get('author') ?? '').trim(), body: String(data.get('body') ?? '').trim() });
  };
  const field = (name: CommentField, label: string, control: 'input' | 'textarea') => {
    const message = errors[name];
    const props = {
      id: `${id}-${name}`,
      name,
      required: true,
      defaultValue: defaultValues[name],
      className: control === 'input' ? styles.input : styles.textarea,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={props.id}>{label}</label>
        {control === 'input' ? (
          <input {...props} maxLength={COMMENT_AUTHOR_MAX} autoComplete="given-name" />
        ) : (
          <textarea {...props} maxLength={COMMENT_BODY_MAX} rows={3} />
        )}
        {message && (
          <p id={`${id}-${name}-error`} className={styles.fieldError}>
            {message}
          </p>
        )}
      </div>
    );
  };
  return (
    <Form
      method="post"
      action={action}
      className={styles.form}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-status={status}
      data-testid="comment-form"
      ref={formRef}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {text.formTitle}
      </h3>
      <input type="hidden" name="intent" value="comment" />
      {productId !== undefined && <input type="hidden" name="product_id" value={String(productId)} />}
      {field('author', text.name, 'input')}
      {field('body', text.body, 'textarea')}
      <p role="status" className={styles.formMessage} data-error={status === 'error' ? '' : undefined}>
        {status === 'error' ? error || text.failed : status === 'sent' ? text.sent : ''}
      </p>
      <Button type="submit" variant="secondary" aria-disabled={status === 'sending' || undefined}>
        {status === 'sending' ? text.sending : text.submit}
      </Button>
    </Form>
  );
}
