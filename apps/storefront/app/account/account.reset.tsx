import { Form, Link, redirect } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@vitrine/headless/contract';
import type { Route } from './+types/account.reset';
import { useT } from '@vitrine/i18n';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { AuthCard, Field, FormAlert, SubmitButton, failureOf, useFormErrors } from './account.shared';
import * as styles from './account.css';

/** The link of the password-reset e-mail: a new password, twice. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** The reset signs out every session of the account; the shopper signs in again with the new password. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const customer = await context.commerce.accounts.customers.resetPassword({
      token: form.get('token') ?? '',
      password: form.get('password') ?? '',
      password_confirmation: form.get('password_confirmation') ?? '',
    });
    return redirect(`/account/login?notice=reset&email=${encodeURIComponent(customer.email)}`);
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.reset.title', 'Choose a new password');

export function headers() {
  return { ...ACCOUNT_HEADERS, 'Referrer-Policy': 'no-referrer' };
}

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const failure = failureOf(actionData);
  const errors = useFormErrors(failure, ['password', 'password_confirmation']);
  const isLinkBroken = !loaderData.token || failure?.error.code === 'TOKEN_INVALID' || failure?.error.code === 'TOKEN_EXPIRED';
  return (
    <AuthCard title={t('account.reset.title')} intro={isLinkBroken ? undefined : t('account.reset.intro')}>
      <FormAlert message={!loaderData.token ? t('account.error.linkInvalid') : errors.form} />
      {isLinkBroken ? (
        <div className={styles.links}>
          <Link to="/account/forgot">{t('account.reset.newLink')}</Link>
        </div>
      ) : (
        <Form method="post" className={styles.form} data-testid="reset-form" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            name="password"
            type="password"
            label={t('account.field.newPassword')}
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
          <SubmitButton variant="primary" size="lg" fullWidth pendingLabel={t('account.reset.submitting')}>
            {t('account.reset.submit')}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
