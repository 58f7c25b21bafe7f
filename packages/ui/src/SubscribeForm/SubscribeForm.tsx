import { useStoreClient, type StoreApiError } from '@vitrine/headless';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { DEFAULT_SUBSCRIBE_FORM_LABELS, type SubscribeFormLabels } from './labels';
import * as styles from './SubscribeForm.css';
import { useLabels } from '../kit/labels';

/** `POST /api/contacts` (spec 7): beside the store API, which the client's `request()` understands. */
export const SUBSCRIBE_PATH = '/api/contacts';

/** A pragmatic email check: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where the form is: `idle`, `pending` (sending), `success`, `error` (invalid email or failed call). */
export type SubscribeFormState = 'idle' | 'pending' | 'success' | 'error';

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /** Sent as `code` with the email (e.g. the source or verification code the store's subscribe settings ask for). */
  code?: string;
  /** Called after the store accepted the address. */
  onSubscribed?: (email: string) => void;
  /** Hide the title and description (e.g. when the footer column has its own heading). */
  isCompact?: boolean;
  className?: string;
  labels?: Partial<SubscribeFormLabels>;
}

/**
 * Newsletter sign-up: an email field that posts `{ email, code }` to
 * `/api/contacts` through the store client's `request()`, so the client's
 * headers, locale and error mapping apply. Needs `StoreProvider`.
 *
 * No headless hook covers subscribing; it is one call with no shared state,
 * so the form keeps its own state: `data-state` on the form is `idle`,
 * `pending`, `success` or `error`. An address that does not look like an
 * email is refused before sending with 'Enter a valid email' (spec 5).
 *
 * @example
 * <SubscribeForm code={options.subscribe_form.code} onSubscribed={(email) => track('subscribe', { email })} />
 */
export function SubscribeForm({ code = '', onSubscribed, isCompact = false, className, labels }: SubscribeFormProps) {
  const text = useLabels('SubscribeForm', DEFAULT_SUBSCRIBE_FORM_LABELS, labels);
  const client = useStoreClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SubscribeFormState>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'pending') return;
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setState('error');
      setError(text.invalidEmail);
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
      setError((failure as Partial<StoreApiError>).message || text.failed);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form className={className ? `${styles.form} ${className}` : styles.form} data-state={state} onSubmit={submit} noValidate aria-labelledby={isCompact ? undefined : `${id}-title`} aria-label={isCompact ? text.title : undefined}>
      {!isCompact && (
        <>
          <h2 id={`${id}-title`} className={styles.title}>{text.title}</h2>
          <p className={styles.description}>{text.description}</p>
        </>
      )}
      {state === 'success' ? (
        <p role="status" className={styles.message} data-tone="success">{text.success}</p>
      ) : (
        <>
          <div className={styles.row}>
            <label htmlFor={`${id}-email`} className={styles.visuallyHiddenLabel}>{text.email}</label>
            <input
              id={`${id}-email`}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder={text.placeholder}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
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
          <p id={messageId} role="alert" className={styles.message} data-tone="error">{error}</p>
        </>
      )}
    </form>
  );
}
