import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../icons/icons';
import { Form } from '../kit/form';
import { Link } from '../Link/Link';
import { DEFAULT_LOGIN_DIALOG_LABELS, type LoginDialogLabels } from './labels';
import * as styles from './LoginDialog.css';
import { useLabels } from '../kit/labels';

/** What the shopper typed. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Signs the shopper in. Resolve on success (the dialog closes); reject with
   * an error whose `message` the shopper should read (e.g. a `StoreApiError`).
   */
  onSignIn: (credentials: LoginCredentials) => Promise<unknown>;
  registerHref?: string;
  resetPasswordHref?: string;
  /** Where the form posts without JavaScript: the shop's sign-in page. */
  action?: string;
  /** The page to come back to after signing in that way. */
  returnTo?: string;
  labels?: Partial<LoginDialogLabels>;
}

/** Longest address the server accepts (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;
/** One @, something before it, a dotted domain after it, no spaces: what the server's email check also rejects. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<keyof LoginCredentials, string>>;

/**
 * Sign-in dialog opened when a wish-list change needs a signed-in shopper
 * (spec 6 and 8: an unauthenticated attempt or a 401 opens it). Radix
 * Dialog: focus moves to the email field and is trapped; Escape closes it.
 *
 * The caller does the sign-in through `onSignIn`, so the same dialog serves
 * the wish list and any other place that needs an account. The form is a
 * real one too (`email`, `password`, `return_to`, posted to the sign-in page).
 * The email is checked before sending ('This field is required', 'Enter a
 * valid email'); a failed sign-in shows its message in an alert. Renders
 * `data-pending` and `data-error` on the panel.
 *
 * @example
 * const wishlist = useWishlist({ onLoginRequired: () => setLoginOpen(true) });
 * <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} onSignIn={(c) => customer.signIn(c)} />
 */
export function LoginDialog({
  open,
  onOpenChange,
  onSignIn,
  registerHref = '/account/register',
  resetPasswordHref = '/account/forgot',
  action = '/account/login',
  returnTo,
  labels,
}: LoginDialogProps) {
  const text = useLabels('LoginDialog', DEFAULT_LOGIN_DIALOG_LABELS, labels);
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  // Opened by a wish-list click, not a Dialog.Trigger: remember the button to give focus back to.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const validate = ({ email, password }: LoginCredentials): FieldErrors => {
    const errors: FieldErrors = {};
    if (!email) errors.email = text.required;
    else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = text.invalidEmail;
    if (!password) errors.password = text.required;
    return errors;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const data = new FormData(event.currentTarget);
    const credentials = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const errors = validate(credentials);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) {
      const first = Object.keys(errors)[0];
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setIsPending(true);
    try {
      await onSignIn(credentials);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : text.failed);
    } finally {
      setIsPending(false);
    }
  };

  const field = (name: keyof LoginCredentials, type: string, autoComplete: string) => {
    const message = fieldErrors[name];
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {text[name]}
        </label>
        <input
          id={`${id}-${name}`}
          className={styles.input}
          ref={name === 'email' ? emailRef : undefined}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          onChange={() => message && setFieldErrors((errors) => ({ ...errors, [name]: undefined }))}
        />
        {message && (
          <p id={`${id}-${name}-error`} className={styles.fieldError}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFieldErrors({});
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-pending={isPending || undefined}
          data-error={error ? '' : undefined}
          onOpenAutoFocus={(event) => {
            // Straight to the email field rather than the close button.
            event.preventDefault();
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            emailRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{text.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={text.close}>
                <CloseIcon className={styles.icon} />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{text.description}</Dialog.Description>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <Form
            method="post"
            action={action}
            className={styles.form}
            onSubmit={onSubmit}
            noValidate
            aria-busy={isPending || undefined}
          >
            {returnTo && <input type="hidden" name="return_to" value={returnTo} />}
            {field('email', 'email', 'email')}
            {field('password', 'password', 'current-password')}
            <Button type="submit" variant="primary" size="lg" fullWidth aria-disabled={isPending || undefined}>
              {isPending ? text.submitting : text.submit}
            </Button>
          </Form>
          <div className={styles.links}>
            <Link className={styles.link} href={resetPasswordHref}>
              {text.forgotPassword}
            </Link>
            <span>
              {text.registerPrompt}{' '}
              <Link className={styles.link} href={registerHref}>
                {text.register}
              </Link>
            </span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
