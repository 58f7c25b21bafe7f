import { useId, type ReactNode } from 'react';
import { Form, NavLink, useNavigation } from 'react-router';
import { Button, type ButtonProps } from '@vitrine/ui';
import type { ApiErrorBody } from '@vitrine/headless/contract';
import { useT } from '@vitrine/i18n';
import { fieldErrors, formMessage, type Translatable } from './account-errors';
import * as styles from './account.css';

/** Translates an account message (or nothing). */
export function useTranslate() {
  const { t } = useT();
  return (message: Translatable | null | undefined): string | null => (message ? t(message.key, message.values) : null);
}

/** What an account form's action sent back after a failure. */
export interface FailedForm {
  error: ApiErrorBody;
  values: Record<string, string>;
}

/** The action's failure, when `actionData` is one. */
export function failureOf(actionData: unknown): FailedForm | null {
  return actionData && typeof actionData === 'object' && 'error' in actionData ? (actionData as FailedForm) : null;
}

/**
 * The translated messages of a failed form: one per field, and one for the
 * top of the form when the failure names no field the form shows.
 */
export function useFormErrors(failure: FailedForm | null, shownFields: readonly string[]) {
  const translate = useTranslate();
  const byField = fieldErrors(failure?.error);
  return {
    field: (name: string) => translate(byField[name]),
    form: translate(formMessage(failure?.error, shownFields)),
  };
}

export interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  defaultValue?: string;
  error?: string | null;
  hint?: string;
  isOptional?: boolean;
  isRequired?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Typed text that should stay as typed (order numbers, tracking numbers). */
  spellCheck?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** A labelled input with its hint and error, wired for screen readers (`aria-invalid`, `aria-describedby`). */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  error,
  hint,
  isOptional,
  isRequired,
  maxLength,
  inputMode,
  spellCheck,
  dir,
}: FieldProps) {
  const { t } = useT();
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-field={name} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {isOptional ? <span className={styles.optional}> {t('common.optional')}</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={spellCheck}
        dir={dir}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message above a form: an error (announced at once) or a confirmation. */
export function FormAlert({ message, tone = 'critical' }: { message: string | null; tone?: 'critical' | 'success' }) {
  if (!message) return null;
  return (
    <p
      className={styles.alert}
      data-tone={tone}
      role={tone === 'critical' ? 'alert' : 'status'}
      data-testid={tone === 'critical' ? 'form-error' : 'form-notice'}
    >
      {message}
    </p>
  );
}

/** The CSRF token every signed-in form posts (`_csrf`). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/**
 * A submit button that says it is working while its form is being sent
 * (`intent` tells apart the buttons of one page).
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  ...props
}: Omit<ButtonProps, 'type'> & { pendingLabel?: string; intent?: string }) {
  const navigation = useNavigation();
  const isPending =
    navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent);
  return (
    <Button
      type="submit"
      {...props}
      {...(intent ? { name: 'intent', value: intent } : {})}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        // A second click while the first post is on its way would send the form twice.
        if (isPending) event.preventDefault();
        props.onClick?.(event);
      }}
    >
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/** Sign-in, sign-up and password pages: a card with a title and a line of help. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={styles.authPage}>
      <section className={styles.authCard} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}

/** The signed-in pages' frame: the account menu (with sign out) beside the page. */
export function AccountShell({ email, csrf, children }: { email: string; csrf: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={styles.shell}>
      <nav className={styles.sideNav} aria-label={t('account.nav.label')}>
        <p className={styles.greeting} data-testid="account-email">
          {t('account.nav.signedInAs', { email })}
        </p>
        <ul className={styles.sideNavList}>
          <li>
            <NavLink to="/account" end className={styles.sideNavLink}>
              {t('account.nav.profile')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/account/addresses" className={styles.sideNavLink}>
              {t('account.nav.addresses')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/account/orders" className={styles.sideNavLink}>
              {t('account.nav.orders')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/wishlist" className={styles.sideNavLink}>
              {t('account.nav.wishlist')}
            </NavLink>
          </li>
        </ul>
        <Form method="post" action="/account/logout">
          <CsrfField token={csrf} />
          <SubmitButton variant="secondary" size="sm" data-testid="sign-out">
            {t('account.nav.signOut')}
          </SubmitButton>
        </Form>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
