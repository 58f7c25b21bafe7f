import { redirect } from 'react-router';
import { VerifyEmailPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.verify';
import { errorMessage } from './account-errors';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, usePendingIntent, useTranslate } from './account-forms';

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

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.verify.title', 'Confirm your e-mail address');

export function headers() {
  return { ...ACCOUNT_HEADERS, 'Referrer-Policy': 'no-referrer' };
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const translate = useTranslate();
  const failure = failureOf(actionData);
  const isPending = usePendingIntent() !== null;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <VerifyEmailPage
          token={loaderData.token}
          message={failure ? translate(errorMessage(failure.error)) : null}
          isPending={isPending}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
