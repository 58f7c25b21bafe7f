import { data } from 'react-router';
import { ProfilePage } from '@vitrine/ui';
import { PageLabelsProvider, useT } from '@vitrine/i18n';
import type { Route } from './+types/account';
import { profileInputFromForm, readProfile, updateProfile } from './account-profile.server';
import {
  accountPageHeaders,
  formAction,
  formFailure,
  renewedSessionHeaders,
  requireAccountChange,
  requireAccountSession,
} from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFieldErrors, usePendingIntent } from './account-forms';

/** Orders the profile page lists; the rest are one click away. */
const RECENT_ORDERS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const [profile, info, history] = await Promise.all([
    readProfile(context.commerce, session.customerId),
    context.commerce.accounts.addresses.accountInfo(session.customerId),
    context.commerce.orders.listCustomerOrders(session.customerId, 1),
  ]);
  return data(
    {
      csrf: session.csrf,
      profile,
      addressCount: info.address_book_count,
      orderCount: history.total,
      recentOrders: history.orders.slice(0, RECENT_ORDERS).map((order) => ({
        number: order.number,
        placedAt: order.placed_at,
        total: order.total,
        currency: order.currency,
      })),
    },
    { headers: renewedSessionHeaders(session) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const session = await requireAccountChange(request, context, form);
    if (form.get('intent') !== 'profile') {
      return formFailure(form, {
        status: 422,
        code: 'VALIDATION_FAILED',
        message: 'Unknown account action',
        field: 'intent',
      });
    }
    await updateProfile(context.commerce, session.customerId, profileInputFromForm(form));
    return { saved: true as const };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.profile.title', 'Your account');

export const headers = accountPageHeaders;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useT();
  const failure = failureOf(actionData);
  const { errors, message } = useFieldErrors(failure, ['first_name', 'last_name']);
  return (
    <PageLabelsProvider>
      <RouterForms>
        <ProfilePage
          csrf={loaderData.csrf}
          profile={loaderData.profile}
          orderCount={loaderData.orderCount}
          addressCount={loaderData.addressCount}
          recentOrders={loaderData.recentOrders}
          values={failure?.values}
          errors={errors}
          message={message}
          isSaved={Boolean(actionData && 'saved' in actionData)}
          isPending={usePendingIntent() === 'profile'}
          locale={locale}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
