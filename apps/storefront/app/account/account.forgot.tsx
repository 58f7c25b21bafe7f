import { Form, Link } from 'react-router';
import type { Route } from './+types/account.forgot';
import { useT } from '@vitrine/i18n';
import { deliverAccountMail } from './account-mail.server';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { AuthCard, Field, FormAlert, SubmitButton, failureOf, useFormErrors } from './account.shared';
import * as styles from './account.css';


export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

/** Answers the same whether or not the address has an account, so the form tells no one who shops here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const email = String(form.get('email') ?? '');
    await context.commerce.accounts.customers.requestPasswordReset({ email }, { ip: context.clientIp });
    deliverAccountMail(context);
    return { sentTo: email.trim() };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.forgot.title', 'Reset your password');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function ForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const failure = failureOf(actionData);
  const errors = useFormErrors(failure, ['email']);
  const sentTo = actionData && 'sentTo' in actionData ? actionData.sentTo : null;
  if (sentTo) {
    return (
      <AuthCard title={t('account.forgot.sentTitle')}>
        <p role="status" data-testid="reset-sent">
          {t('account.forgot.sentText', { email: sentTo })}
        </p>
        <div className={styles.links}>
          <Link to="/account/login">{t('account.register.toLogin')}</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('account.forgot.title')} intro={t('account.forgot.intro')}>
      <FormAlert message={errors.form} />
      <Form method="post" className={styles.form} data-testid="forgot-form" noValidate>
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
        <SubmitButton variant="primary" size="lg" fullWidth pendingLabel={t('account.forgot.submitting')}>
          {t('account.forgot.submit')}
        </SubmitButton>
      </Form>
      <div className={styles.links}>
        <Link to="/account/login">{t('account.register.toLogin')}</Link>
      </div>
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
