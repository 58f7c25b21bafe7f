import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/account.verify';
import { useT } from '@vitrine/i18n';
import { errorMessage } from './account-errors';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { AuthCard, FormAlert, SubmitButton, failureOf, useTranslate } from './account.shared';
import * as styles from './account.css';

/**
 * The link of the verification e-mail. Opening it shows one button that
 * confirms the address with a POST: mail scanners that fetch every link in an
 * e-mail must not use up the one-time token before the shopper does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const customer = await context.commerce.accounts.customers.verifyEmail({ token: form.get('token') ?? '' });
    return redirect(`/account/login?notice=verified&email=${encodeURIComponent(customer.email)}`);
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.verify.title', 'Confirm your e-mail address');

export function headers() {
  return { ...ACCOUNT_HEADERS, 'Referrer-Policy': 'no-referrer' };
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const translate = useTranslate();
  const failure = failureOf(actionData);
  if (!loaderData.token) {
    return (
      <AuthCard title={t('account.verify.title')}>
        <FormAlert message={t('account.error.linkInvalid')} />
        <p className={styles.intro}>{t('account.verify.missingHelp')}</p>
        <div className={styles.links}>
          <Link to="/account/register">{t('account.verify.registerAgain')}</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('account.verify.title')} intro={failure ? undefined : t('account.verify.intro')}>
      <FormAlert message={failure ? translate(errorMessage(failure.error)) : null} />
      {failure ? (
        <>
          <p className={styles.intro}>{t('account.verify.failedHelp')}</p>
          <div className={styles.links}>
            <Link to="/account/login">{t('account.register.toLogin')}</Link>
            <Link to="/account/register">{t('account.verify.registerAgain')}</Link>
          </div>
        </>
      ) : (
        <Form method="post" className={styles.form} data-testid="verify-form">
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton variant="primary" size="lg" fullWidth pendingLabel={t('account.verify.submitting')}>
            {t('account.verify.submit')}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
