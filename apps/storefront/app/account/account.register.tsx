import { Form, Link, redirect } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@vitrine/headless/contract';
import type { Route } from './+types/account.register';
import { useT } from '@vitrine/i18n';
import { SocialLogin } from './SocialLogin';
import { deliverAccountMail } from './account-mail.server';
import { safeReturnTo } from './account-return-to';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { getSession } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { AuthCard, Field, FormAlert, SubmitButton, failureOf, useFormErrors } from './account.shared';
import * as styles from './account.css';


export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('return_to'));
  if (await getSession(request, context)) throw redirect(returnTo);
  return { returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const { customer } = await context.commerce.accounts.customers.register(
      {
        email: form.get('email') ?? '',
        password: form.get('password') ?? '',
        password_confirmation: form.get('password_confirmation') ?? '',
        first_name: form.get('first_name') ?? '',
        last_name: form.get('last_name') ?? '',
      },
      { ip: context.clientIp },
    );
    deliverAccountMail(context);
    return { sentTo: customer.email };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.register.title', 'Create an account');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const failure = failureOf(actionData);
  const errors = useFormErrors(failure, ['email', 'password', 'password_confirmation', 'first_name', 'last_name']);
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  if (sentTo) {
    return (
      <AuthCard title={t('account.register.sentTitle')}>
        <p data-testid="verification-sent" role="status">
          {t('account.register.sentText', { email: sentTo })}
        </p>
        <p className={styles.intro}>{t('account.register.sentHelp')}</p>
        <div className={styles.links}>
          <Link to="/account/login">{t('account.register.toLogin')}</Link>
        </div>
      </AuthCard>
    );
  }
  const values = failure?.values ?? {};
  return (
    <AuthCard title={t('account.register.title')} intro={t('account.register.intro')}>
      <FormAlert message={errors.form} />
      <Form method="post" className={styles.form} data-testid="register-form" noValidate>
        <div className={styles.formRow}>
          <Field
            name="first_name"
            label={t('account.field.firstName')}
            autoComplete="given-name"
            isOptional
            maxLength={100}
            defaultValue={values.first_name}
            error={errors.field('first_name')}
          />
          <Field
            name="last_name"
            label={t('account.field.lastName')}
            autoComplete="family-name"
            isOptional
            maxLength={100}
            defaultValue={values.last_name}
            error={errors.field('last_name')}
          />
        </div>
        <Field
          name="email"
          type="email"
          label={t('account.field.email')}
          autoComplete="email"
          inputMode="email"
          isRequired
          defaultValue={values.email}
          error={errors.field('email')}
          dir="ltr"
        />
        <Field
          name="password"
          type="password"
          label={t('account.field.password')}
          autoComplete="new-password"
          isRequired
          hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.field('password')}
        />
        <Field
          name="password_confirmation"
          type="password"
          label={t('account.field.passwordConfirmation')}
          autoComplete="new-password"
          isRequired
          error={errors.field('password_confirmation')}
        />
        <SubmitButton variant="primary" size="lg" fullWidth pendingLabel={t('account.register.submitting')}>
          {t('account.register.submit')}
        </SubmitButton>
      </Form>
      <div className={styles.links}>
        <span>
          {t('account.register.haveAccount')}{' '}
          <Link to={loaderData.returnTo === '/account' ? '/account/login' : `/account/login?return_to=${encodeURIComponent(loaderData.returnTo)}`}>
            {t('account.register.toLogin')}
          </Link>
        </span>
      </div>
      <SocialLogin />
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
