import { redirect } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@vitrine/headless/contract';
import { ResetPasswordPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.reset';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFieldErrors, usePendingIntent } from './account-forms';

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

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.reset.title', 'Choose a new password');

export function headers() {
  return { ...ACCOUNT_HEADERS, 'Referrer-Policy': 'no-referrer' };
}

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const { errors, message } = useFieldErrors(failure, ['password', 'password_confirmation']);
  const isPending = usePendingIntent() !== null;
  const code = failure?.error.code;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <ResetPasswordPage
          token={loaderData.token}
          isLinkBroken={code === 'TOKEN_INVALID' || code === 'TOKEN_EXPIRED'}
          passwordMinLength={PASSWORD_MIN_LENGTH}
          errors={errors}
          message={message}
          isPending={isPending}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
