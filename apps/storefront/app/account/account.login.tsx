import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { sessionCookie } from '@vitrine/commerce';
import type { Route } from './+types/account.login';
import { useT } from '@vitrine/i18n';
import { SocialLogin } from './SocialLogin';
import { safeReturnTo } from './account-return-to';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { getSession, isSecureRequest } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { AuthCard, Field, FormAlert, SubmitButton, failureOf, useFormErrors } from './account.shared';
import * as styles from './account.css';

/** Notices the sign-in page shows after another account page sent the shopper here. */
const NOTICES = ['verified', 'reset', 'signed-out'] as const;
type Notice = (typeof NOTICES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('return_to'));
  // Already signed in: the page asked for is the next step.
  if (await getSession(request, context)) throw redirect(returnTo);
  const notice = url.searchParams.get('notice');
  return {
    returnTo,
    email: url.searchParams.get('email') ?? '',
    notice: NOTICES.includes(notice as Notice) ? (notice as Notice) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const { session } = await context.commerce.accounts.customers.login(
      { email: form.get('email') ?? '', password: form.get('password') ?? '' },
      { ip: context.clientIp },
    );
    const headers = new Headers({ 'Set-Cookie': sessionCookie(session.token, session.expiresAt, { secure: isSecureRequest(request) }) });
    return redirect(safeReturnTo(form.get('return_to')), { headers });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.login.title', 'Sign in');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const [params] = useSearchParams();
  const failure = failureOf(actionData);
  const errors = useFormErrors(failure, ['email', 'password']);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A refused password is not kept in the field (without JavaScript the page comes back without it anyway).
    const password = formRef.current?.elements.namedItem('password');
    if (failure && password instanceof HTMLInputElement) password.value = '';
  }, [actionData, failure]);
  const notices: Record<Notice, string> = {
    verified: t('account.login.verifiedNotice'),
    reset: t('account.login.resetNotice'),
    'signed-out': t('account.login.signedOutNotice'),
  };
  const registerHref = params.get('return_to') ? `/account/register?return_to=${encodeURIComponent(loaderData.returnTo)}` : '/account/register';
  return (
    <AuthCard title={t('account.login.title')} intro={t('account.login.intro')}>
      <FormAlert tone="success" message={loaderData.notice && !failure ? notices[loaderData.notice] : null} />
      <FormAlert message={errors.form} />
      <Form method="post" className={styles.form} data-testid="login-form" noValidate ref={formRef}>
        <input type="hidden" name="return_to" value={loaderData.returnTo} />
        <Field
          name="email"
          type="email"
          label={t('account.field.email')}
          autoComplete="email"
          inputMode="email"
          isRequired
          defaultValue={failure?.values.email ?? loaderData.email}
          error={errors.field('email')}
          dir="ltr"
        />
        <Field
          name="password"
          type="password"
          label={t('account.field.password')}
          autoComplete="current-password"
          isRequired
          error={errors.field('password')}
        />
        <SubmitButton variant="primary" size="lg" fullWidth pendingLabel={t('account.login.submitting')}>
          {t('account.login.submit')}
        </SubmitButton>
      </Form>
      <div className={styles.links}>
        <Link to="/account/forgot">{t('account.login.forgot')}</Link>
        <Link to={registerHref}>{t('account.login.createAccount')}</Link>
      </div>
      <SocialLogin />
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
