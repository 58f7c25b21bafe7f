import { data, redirect, useNavigation } from 'react-router';
import { ADDRESS_FIELDS } from '@vitrine/headless/contract';
import { AddressBookPage } from '@vitrine/ui';
import { useT, PageLabelsProvider } from '@vitrine/i18n';
import type { Route } from './+types/account.addresses';
import { handleAddressIntent, readAddressIntent } from './address-intents.server';
import {
  accountPageHeaders,
  formAction,
  renewedSessionHeaders,
  requireAccountChange,
  requireAccountSession,
} from './account-session.server';
import { accountMeta } from '../seo/account';
import { RouterForms } from '../checkout/checkout-forms';
import { failureOf, useFormErrors } from './account-forms';
import { namedCountries } from './account-countries.server';

/** What a saved change says when the page comes back (`?saved=`). */
const SAVED = ['created', 'updated', 'deleted', 'default'] as const;
type Saved = (typeof SAVED)[number];
const SAVED_BY_INTENT: Record<string, Saved> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  'set-default': 'default',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAccountSession(request, context);
  const url = new URL(request.url);
  const [addresses, info] = await Promise.all([
    context.commerce.accounts.addresses.list(session.customerId),
    context.commerce.accounts.addresses.accountInfo(session.customerId),
  ]);
  const editId = Number(url.searchParams.get('edit'));
  const saved = url.searchParams.get('saved');
  return data(
    {
      csrf: session.csrf,
      email: info.email,
      addresses,
      countries: namedCountries(context, request),
      editing: addresses.find((address) => address.id === editId) ?? null,
      isAdding: url.searchParams.has('new') || addresses.length === 0,
      saved: SAVED.includes(saved as Saved) ? (saved as Saved) : null,
    },
    { headers: renewedSessionHeaders(session) },
  );
}

/** The address book's changes, each the address intent the store API takes too (one handler). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const session = await requireAccountChange(request, context, form);
    const outcome = await handleAddressIntent(context, session.customerId, readAddressIntent(form));
    return redirect(`/account/addresses?saved=${SAVED_BY_INTENT[outcome.intent]}`);
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.addresses.title', 'Addresses');

export const handle = { routeName: 'address' };

export const headers = accountPageHeaders;

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const { addresses, editing, saved } = loaderData;
  const failure = failureOf(actionData);
  const failedIntent = failure?.values.intent;
  const isFormFailure = failedIntent === 'create' || failedIntent === 'update';
  const formErrors = useFormErrors(isFormFailure ? failure : null, ADDRESS_FIELDS);
  const listErrors = useFormErrors(isFormFailure ? null : failure, []);
  // After a refused save the form comes back with what was typed, whether it was a new address or an edit.
  const edited =
    failedIntent === 'update' ? (addresses.find((a) => a.id === Number(failure?.values.id)) ?? editing) : editing;
  const showForm = Boolean(edited) || loaderData.isAdding || isFormFailure;
  const notices: Record<Saved, string> = {
    created: t('account.addresses.created'),
    updated: t('account.addresses.updated'),
    deleted: t('account.addresses.deleted'),
    default: t('account.addresses.defaultChanged'),
  };
  const typed = isFormFailure ? failure?.values : undefined;
  return (
    <PageLabelsProvider>
      <RouterForms>
        <AddressBookPage
          email={loaderData.email}
          csrf={loaderData.csrf}
          addresses={addresses}
          countries={loaderData.countries}
          form={
            showForm
              ? {
                  address: edited,
                  values: typed
                    ? {
                        ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, typed[f] ?? ''])),
                        default: typed.default === 'on',
                      }
                    : undefined,
                  errors: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, formErrors.field(f) ?? undefined])),
                  message: formErrors.form,
                }
              : null
          }
          notice={saved && !failure ? notices[saved] : null}
          listError={listErrors.form}
          pendingIntent={navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? '') : null}
        />
      </RouterForms>
    </PageLabelsProvider>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
