import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../Alert/Alert';
import { fieldRow } from '../../Field';
import { SubmitButton } from '../../Field/SubmitButton';
import { TextField } from '../../Field/TextField';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { ACCOUNT_PATHS, AuthPanel, type AccountPaths } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';

/** What every sign-in and password page takes besides its own data. */
interface AuthFormProps<Field extends string> {
  /** The server's messages by field, translated. */
  errors?: Partial<Record<Field, string | null>>;
  /** A refusal about no one field (a wrong password, too many tries), translated. */
  message?: string | null;
  /** The form is on its way. */
  isPending?: boolean;
  /** Where the form posts; the page's own address when left out. */
  action?: string;
  paths?: Partial<AccountPaths>;
  labels?: Partial<AccountLabels>;
}

/** A refusal above a form, announced at once and focused so the shopper hears it. */
function FormError({ message }: { message?: string | null }) {
  return message ? (
    <Alert tone="critical" isFocusedOnShow showKey={message} data-testid="form-error">
      {message}
    </Alert>
  ) : null;
}

/** A confirmation above a form (signed out, address confirmed). */
function FormNotice({ message }: { message?: string | null }) {
  return message ? (
    <Alert tone="success" data-testid="form-notice">
      {message}
    </Alert>
  ) : null;
}

/** A note under a form's panel: links to the other account pages. */
function AuthLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}

/** The e-mail field of the account's forms: typed left to right, the phone's e-mail keyboard. */
export function EmailField({
  label,
  defaultValue,
  error,
}: {
  label: string;
  defaultValue?: string;
  error?: string | null;
}) {
  return (
    <TextField
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A new password and its repetition, with the length hint. */
function NewPasswordFields({
  label,
  hint,
  repeatLabel,
  errors,
}: {
  label: string;
  hint: string;
  repeatLabel: string;
  errors?: Partial<Record<'password' | 'password_confirmation', string | null>>;
}) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        hint={hint}
        error={errors?.password}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={repeatLabel}
        autoComplete="new-password"
        error={errors?.password_confirmation}
      />
    </>
  );
}

/** The notices the sign-in page shows after another account page sent the shopper there. */
export type SignInNotice = 'verified' | 'reset' | 'signed-out';

/** Props of {@link SignInPage}. */
export interface SignInPageProps extends AuthFormProps<'email' | 'password'> {
  /** Where the shopper goes once signed in (posted as `return_to`). */
  returnTo: string;
  /** The address typed before (or known from the link that led here). */
  email?: string;
  notice?: SignInNotice | null;
  /** The sign-up link, with the return address when the shopper came from somewhere. */
  registerHref?: string;
  /** Other ways to sign in (the shop's OIDC providers), under the form. */
  children?: ReactNode;
}

/**
 * The sign-in page (spec 2 route `login`): e-mail and password posted to the
 * page, with where to go next (`return_to`). A refused password is said above
 * the form without naming which field was wrong, and is never typed back in.
 *
 * @example
 * <SignInPage returnTo="/account" email={email} notice="verified" message={refusal} />
 */
export function SignInPage({
  returnTo,
  email,
  notice,
  registerHref,
  errors,
  message,
  isPending,
  action,
  paths: given,
  labels,
  children,
}: SignInPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const formRef = useRef<HTMLFormElement>(null);
  const isRefused = Boolean(message || errors?.email || errors?.password);
  useEffect(() => {
    // A refused password is not kept in its field (without scripts the page comes back without it anyway).
    const password = formRef.current?.elements.namedItem('password');
    if (isRefused && password instanceof HTMLInputElement) password.value = '';
  }, [isRefused, message, errors]);
  const notices: Record<SignInNotice, string> = {
    verified: text.login.verifiedNotice,
    reset: text.login.resetNotice,
    'signed-out': text.login.signedOutNotice,
  };
  return (
    <AuthPanel title={text.login.title} intro={text.login.intro}>
      <FormNotice message={notice && !isRefused ? notices[notice] : null} />
      <FormError message={message} />
      <Form method="post" action={action} className={styles.form} data-testid="login-form" noValidate ref={formRef}>
        <input type="hidden" name="return_to" value={returnTo} />
        <EmailField label={text.field.email} defaultValue={email} error={errors?.email} />
        <TextField
          name="password"
          type="password"
          label={text.field.password}
          autoComplete="current-password"
          error={errors?.password}
        />
        <SubmitButton size="lg" fullWidth isPending={isPending} pendingLabel={text.login.submitting}>
          {text.login.submit}
        </SubmitButton>
      </Form>
      <AuthLinks>
        <Link href={paths.forgot}>{text.login.forgot}</Link>
        <Link href={registerHref ?? paths.register}>{text.login.createAccount}</Link>
      </AuthLinks>
      {children}
    </AuthPanel>
  );
}

/** The fields of the sign-up form. */
export type RegisterField = 'email' | 'password' | 'password_confirmation' | 'first_name' | 'last_name';

/** Props of {@link RegisterPage}. */
export interface RegisterPageProps extends AuthFormProps<RegisterField> {
  /** What was typed before the server refused it (never the passwords). */
  values?: Partial<Record<RegisterField, string>>;
  /** The address the confirmation e-mail went to: the page says "check your inbox" instead of the form. */
  sentTo?: string | null;
  /** The shortest password the shop takes, for the hint. */
  passwordMinLength: number;
  /** The sign-in link, with the return address when the shopper came from somewhere. */
  loginHref?: string;
  /** Other ways to sign up (the shop's OIDC providers), under the form. */
  children?: ReactNode;
}

/**
 * The sign-up page (spec 2 route `register`): names (optional), e-mail and the
 * password twice. Once posted, the page says where the confirmation link went.
 *
 * @example
 * <RegisterPage passwordMinLength={8} values={typed} errors={{ email: 'Enter a valid email' }} />
 */
export function RegisterPage({
  values = {},
  sentTo,
  passwordMinLength,
  loginHref,
  errors,
  message,
  isPending,
  action,
  paths: given,
  labels,
  children,
}: RegisterPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  if (sentTo) {
    return (
      <AuthPanel title={text.register.sentTitle}>
        <p className={styles.intro} role="status" data-testid="verification-sent">
          {text.register.sentText(sentTo)}
        </p>
        <p className={styles.intro}>{text.register.sentHelp}</p>
        <AuthLinks>
          <Link href={paths.login}>{text.register.toLogin}</Link>
        </AuthLinks>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={text.register.title} intro={text.register.intro}>
      <FormError message={message} />
      <Form method="post" action={action} className={styles.form} data-testid="register-form" noValidate>
        <div className={fieldRow}>
          <TextField
            name="first_name"
            label={text.field.firstName}
            autoComplete="given-name"
            isOptional
            maxLength={100}
            defaultValue={values.first_name}
            error={errors?.first_name}
          />
          <TextField
            name="last_name"
            label={text.field.lastName}
            autoComplete="family-name"
            isOptional
            maxLength={100}
            defaultValue={values.last_name}
            error={errors?.last_name}
          />
        </div>
        <EmailField label={text.field.email} defaultValue={values.email} error={errors?.email} />
        <NewPasswordFields
          label={text.field.password}
          hint={text.field.passwordHint(passwordMinLength)}
          repeatLabel={text.field.passwordConfirmation}
          errors={errors}
        />
        <SubmitButton size="lg" fullWidth isPending={isPending} pendingLabel={text.register.submitting}>
          {text.register.submit}
        </SubmitButton>
      </Form>
      <AuthLinks>
        <span>
          {text.register.haveAccount} <Link href={loginHref ?? paths.login}>{text.register.toLogin}</Link>
        </span>
      </AuthLinks>
      {children}
    </AuthPanel>
  );
}

/** Props of {@link VerifyEmailPage}. */
export interface VerifyEmailPageProps extends Omit<AuthFormProps<never>, 'errors'> {
  /** The one-time token of the e-mail's link; empty when the link lost it. */
  token: string;
}

/**
 * The page of the confirmation e-mail's link: one button that confirms the
 * address with a POST, so mail scanners that open every link do not use up
 * the token. A refused or broken link says so and offers a way on.
 *
 * @example
 * <VerifyEmailPage token={token} message={refusal} />
 */
export function VerifyEmailPage({ token, message, isPending, action, paths: given, labels }: VerifyEmailPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  if (!token || message) {
    return (
      <AuthPanel title={text.verify.title}>
        <FormError message={token ? message : text.error.linkInvalid} />
        <p className={styles.intro}>{token ? text.verify.failedHelp : text.verify.missingHelp}</p>
        <AuthLinks>
          {token ? <Link href={paths.login}>{text.register.toLogin}</Link> : null}
          <Link href={paths.register}>{text.verify.registerAgain}</Link>
        </AuthLinks>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={text.verify.title} intro={text.verify.intro}>
      <Form method="post" action={action} className={styles.form} data-testid="verify-form">
        <input type="hidden" name="token" value={token} />
        <SubmitButton size="lg" fullWidth isPending={isPending} pendingLabel={text.verify.submitting}>
          {text.verify.submit}
        </SubmitButton>
      </Form>
    </AuthPanel>
  );
}

/** Props of {@link ForgotPasswordPage}. */
export interface ForgotPasswordPageProps extends AuthFormProps<'email'> {
  email?: string;
  /** The address the reset link went to (or would have): the page says so instead of the form. */
  sentTo?: string | null;
}

/**
 * "Forgot your password?": one e-mail field. The answer is the same whether
 * or not the address has an account, so the page tells no one who shops here.
 *
 * @example
 * <ForgotPasswordPage email={email} sentTo={sentTo} />
 */
export function ForgotPasswordPage({
  email,
  sentTo,
  errors,
  message,
  isPending,
  action,
  paths: given,
  labels,
}: ForgotPasswordPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  if (sentTo) {
    return (
      <AuthPanel title={text.forgot.sentTitle}>
        <p className={styles.intro} role="status" data-testid="reset-sent">
          {text.forgot.sentText(sentTo)}
        </p>
        <AuthLinks>
          <Link href={paths.login}>{text.register.toLogin}</Link>
        </AuthLinks>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={text.forgot.title} intro={text.forgot.intro}>
      <FormError message={message} />
      <Form method="post" action={action} className={styles.form} data-testid="forgot-form" noValidate>
        <EmailField label={text.field.email} defaultValue={email} error={errors?.email} />
        <SubmitButton size="lg" fullWidth isPending={isPending} pendingLabel={text.forgot.submitting}>
          {text.forgot.submit}
        </SubmitButton>
      </Form>
      <AuthLinks>
        <Link href={paths.login}>{text.register.toLogin}</Link>
      </AuthLinks>
    </AuthPanel>
  );
}

/** Props of {@link ResetPasswordPage}. */
export interface ResetPasswordPageProps extends AuthFormProps<'password' | 'password_confirmation'> {
  /** The one-time token of the e-mail's link; empty when the link lost it. */
  token: string;
  /** The link is used up or expired: no form, a way to ask for a new one. */
  isLinkBroken?: boolean;
  passwordMinLength: number;
}

/**
 * The page of the password-reset e-mail's link: the new password, twice. A
 * broken or expired link offers a new one instead of a form that cannot work.
 *
 * @example
 * <ResetPasswordPage token={token} passwordMinLength={8} errors={{ password_confirmation: 'Password entries do not match' }} />
 */
export function ResetPasswordPage({
  token,
  isLinkBroken,
  passwordMinLength,
  errors,
  message,
  isPending,
  action,
  paths: given,
  labels,
}: ResetPasswordPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const isBroken = !token || isLinkBroken;
  return (
    <AuthPanel title={text.reset.title} intro={isBroken ? undefined : text.reset.intro}>
      <FormError message={token ? message : text.error.linkInvalid} />
      {isBroken ? (
        <AuthLinks>
          <Link href={paths.forgot}>{text.reset.newLink}</Link>
        </AuthLinks>
      ) : (
        <Form method="post" action={action} className={styles.form} data-testid="reset-form" noValidate>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            label={text.field.newPassword}
            hint={text.field.passwordHint(passwordMinLength)}
            repeatLabel={text.field.passwordConfirmation}
            errors={errors}
          />
          <SubmitButton size="lg" fullWidth isPending={isPending} pendingLabel={text.reset.submitting}>
            {text.reset.submit}
          </SubmitButton>
        </Form>
      )}
    </AuthPanel>
  );
}
