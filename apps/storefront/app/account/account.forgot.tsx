import { ForgotPasswordPage } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.forgot';
import { deliverAccountMail } from './account-mail.server';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFieldErrors, usePendingIntent } from './account-forms';

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

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.forgot.title', 'Reset your password');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function ForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const { errors, message } = useFieldErrors(failure, ['email']);
  const isPending = usePendingIntent() !== null;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <ForgotPasswordPage
          email={failure?.values.email ?? loaderData.email}
          sentTo={actionData && 'sentTo' in actionData ? actionData.sentTo : null}
          errors={errors}
          message={message}
          isPending={isPending}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
