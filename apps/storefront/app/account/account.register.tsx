import { redirect } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@vitrine/headless/contract';
import { RegisterPage as RegisterComposition, SocialSignIn, type RegisterField } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.register';
import { deliverAccountMail } from './account-mail.server';
import { safeReturnTo } from './account-return-to';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { getSession } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFieldErrors, usePendingIntent } from './account-forms';

const FIELDS: readonly RegisterField[] = ['email', 'password', 'password_confirmation', 'first_name', 'last_name'];

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

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.register.title', 'Create an account');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const { errors, message } = useFieldErrors(failure, FIELDS);
  const isPending = usePendingIntent() !== null;
  const { returnTo } = loaderData;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <RegisterComposition
          sentTo={actionData && 'sentTo' in actionData ? actionData.sentTo : null}
          values={
            failure
              ? {
                  email: failure.values.email,
                  first_name: failure.values.first_name,
                  last_name: failure.values.last_name,
                }
              : undefined
          }
          passwordMinLength={PASSWORD_MIN_LENGTH}
          loginHref={returnTo === '/account' ? undefined : `/account/login?return_to=${encodeURIComponent(returnTo)}`}
          errors={errors}
          message={message}
          isPending={isPending}
        >
          <SocialSignIn returnTo={loaderData.returnTo} />
        </RegisterComposition>
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
