import { redirect, useSearchParams } from 'react-router';
import { sessionCookie } from '../server/session-cookie.server';
import { SignInPage, SocialSignIn } from '@vitrine/ui';
import { PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.login';
import { safeReturnTo } from './account-return-to';
import { ACCOUNT_HEADERS, formAction } from './account-session.server';
import { getSession, isSecureRequest } from '../server/session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFieldErrors, usePendingIntent } from './account-forms';

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
    const headers = new Headers({
      'Set-Cookie': sessionCookie(session.token, session.expiresAt, { secure: isSecureRequest(request) }),
    });
    return redirect(safeReturnTo(form.get('return_to')), { headers });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.login.title', 'Sign in');

export function headers() {
  return ACCOUNT_HEADERS;
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const failure = failureOf(actionData);
  const { errors, message } = useFieldErrors(failure, ['email', 'password']);
  const isPending = usePendingIntent() !== null;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <SignInPage
          returnTo={loaderData.returnTo}
          email={failure?.values.email ?? loaderData.email}
          notice={loaderData.notice}
          registerHref={
            params.get('return_to')
              ? `/account/register?return_to=${encodeURIComponent(loaderData.returnTo)}`
              : undefined
          }
          errors={errors}
          message={message}
          isPending={isPending}
        >
          <SocialSignIn returnTo={loaderData.returnTo} />
        </SignInPage>
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
