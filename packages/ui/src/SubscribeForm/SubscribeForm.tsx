import { StoreApiError, useStoreClient } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import { DEFAULT_SUBSCRIBE_FORM_LABELS, type SubscribeFormLabels } from './labels';
import * as styles from './SubscribeForm.css';

/** `POST /api/contacts` (spec 7): beside the store API, which the client's `request()` understands. */
export const SUBSCRIBE_PATH = '/api/contacts';
/** Where the form posts without JavaScript: the shop's route that subscribes and answers with a page. */
export const SUBSCRIBE_ACTION_PATH = '/subscribe';

/** Where the form is: `idle`, `pending` (sending), `success`, `error` (invalid email or failed call). */
export type SubscribeFormState = 'idle' | 'pending' | 'success' | 'error';

/** The fields of the form; server errors arrive by these names. */
export type SubscribeField = 'email' | 'code';

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /** Where the form posts without JavaScript (`email`, `code`, `redirectTo`). */
  action?: string;
  /** Sent as `code` with the email (the source or verification code the store's subscribe settings ask for). */
  code?: string;
  /** The page the no-JavaScript answer links back to. */
  redirectTo?: string;
  /** The address typed, when the server answers a post (never lost). */
  defaultValue?: string;
  /** Server errors by field (`{ email: 'Enter a valid email' }`). */
  errors?: Partial<Record<SubscribeField, string>>;
  /** The server already subscribed the address (the answer to a post without JavaScript). */
  isSubscribed?: boolean;
  /** Called after the store accepted the address. */
  onSubscribed?: (email: string) => void;
  /** Hide the title and description (e.g. when the footer column has its own heading). */
  isCompact?: boolean;
  className?: string;
  labels?: Partial<SubscribeFormLabels>;
}

/** The message of a failed call for a field of this form, if the store named one. */
function fieldMessage(error: unknown, field: SubscribeField): string | null {
  if (!(error instanceof StoreApiError)) return null;
  return error.errors?.[field]?.[0] ?? (error.field === field ? error.message : null);
}

/**
 * Newsletter sign-up (spec 7: `POST /api/contacts` with `email` and `code`).
 *
 * Form-first: a form posting `email`, `code` and `redirectTo` to the shop's
 * `/subscribe` route, so it works without JavaScript; the route answers with
 * the outcome, and a refused address comes back as `defaultValue` with
 * `errors.email`. Hydrated, it posts through the store client instead
 * (`request()`: the client's headers, locale and error mapping apply) and
 * shows the outcome in place. An address the browser already knows is not
 * an email is refused before sending with 'Enter a valid email' (spec 5); the
 * server's own check is the rule. Needs `StoreProvider`.
 *
 * `data-state` on the form is `idle`, `pending`, `success` or `error`; the
 * field carries `aria-invalid` and `aria-describedby` for its error.
 *
 * @example
 * <SubscribeForm isCompact redirectTo={location.pathname} onSubscribed={(email) => track('subscribe', { email })} />
 */
export function SubscribeForm({
  action = SUBSCRIBE_ACTION_PATH,
  code = '',
  redirectTo,
  defaultValue,
  errors,
  isSubscribed = false,
  onSubscribed,
  isCompact = false,
  className,
  labels,
}: SubscribeFormProps) {
  const text = useLabels('SubscribeForm', DEFAULT_SUBSCRIBE_FORM_LABELS, labels);
  const client = useStoreClient();
  const id = useId();
  const [state, setState] = useState<SubscribeFormState>(
    isSubscribed ? 'success' : errors?.email || errors?.code ? 'error' : 'idle',
  );
  const [error, setError] = useState<string | null>(errors?.email ?? errors?.code ?? null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'pending') return;
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const address = field.value.trim();
    if (!address || !field.validity.valid) {
      setState('error');
      setError(text.invalidEmail);
      field.focus();
      return;
    }
    setState('pending');
    setError(null);
    try {
      await client.request('POST', SUBSCRIBE_PATH, { body: { email: address, code } });
      setState('success');
      onSubscribed?.(address);
    } catch (failure) {
      setState('error');
      // The store's own words when it answered (already subscribed, say); ours when it could not be reached.
      const answered = failure instanceof StoreApiError && failure.status > 0 ? failure.message : null;
      setError(fieldMessage(failure, 'email') ?? answered ?? text.failed);
      field.focus();
    }
  };

  const messageId = `${id}-message`;
  return (
    <Form
      method="post"
      action={action}
      className={className ? `${styles.form} ${className}` : styles.form}
      data-state={state}
      data-testid="subscribe-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={isCompact ? undefined : `${id}-title`}
      aria-label={isCompact ? text.title : undefined}
    >
      {!isCompact && (
        <>
          <h2 id={`${id}-title`} className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.description}>{text.description}</p>
        </>
      )}
      {state === 'success' ? (
        <p role="status" className={styles.message} data-tone="success">
          {text.success}
        </p>
      ) : (
        <>
          <input type="hidden" name="code" value={code} />
          {redirectTo !== undefined && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <div className={styles.row}>
            <label htmlFor={`${id}-email`} className={styles.visuallyHiddenLabel}>
              {text.email}
            </label>
            <input
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder={text.placeholder}
              defaultValue={defaultValue}
              onChange={() => {
                if (state === 'error') {
                  setState('idle');
                  setError(null);
                }
              }}
              aria-invalid={error !== null}
              aria-describedby={error ? messageId : undefined}
              readOnly={state === 'pending'}
            />
            <Button type="submit" aria-disabled={state === 'pending'} data-pending={state === 'pending' || undefined}>
              {state === 'pending' ? text.pending : text.submit}
            </Button>
          </div>
          {/* Only when there is something to say: an empty alert in every page's footer would be a second alert beside the page's own. */}
          {error ? (
            <p id={messageId} role="alert" className={styles.message} data-tone="error">
              {error}
            </p>
          ) : null}
        </>
      )}
    </Form>
  );
}
