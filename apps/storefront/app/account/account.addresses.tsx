import { useState } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import type { Address } from '@vitrine/headless/contract';
import { PHONE_MAX_LENGTH, type AddressCountry } from '@vitrine/ui';
import type { Route } from './+types/account.addresses';
import { useT } from '@vitrine/i18n';
import { addressFromForm, addressInput } from './account-address.server';
import {
  accountPageHeaders,
  formAction,
  formFailure,
  renewedSessionHeaders,
  requireAccountChange,
  requireAccountSession,
} from './account-session.server';
import { accountMeta } from '../seo/account';
import { AccountShell, CsrfField, Field, FormAlert, SubmitButton, failureOf, useFormErrors, type FailedForm } from './account.shared';
import * as styles from './account.css';

/** What a saved change says when the page comes back (`?saved=`). */
const SAVED = ['created', 'updated', 'deleted', 'default'] as const;
type Saved = (typeof SAVED)[number];

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
      countries: context.commerce.geo.listCountries(),
      editing: addresses.find((address) => address.id === editId) ?? null,
      isAdding: url.searchParams.has('new') || addresses.length === 0,
      saved: SAVED.includes(saved as Saved) ? (saved as Saved) : null,
    },
    { headers: renewedSessionHeaders(session) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return formAction(form, async () => {
    const session = await requireAccountChange(request, context, form);
    const { addresses, geo } = { addresses: context.commerce.accounts.addresses, geo: context.commerce.geo };
    const intent = form.get('intent');
    const id = String(form.get('id') ?? '');
    switch (intent) {
      case 'create':
        await addresses.create(session.customerId, addressInput(addressFromForm(form), geo.listCountries()));
        return redirect('/account/addresses?saved=created');
      case 'update':
        await addresses.update(session.customerId, id, addressInput(addressFromForm(form), geo.listCountries()));
        return redirect('/account/addresses?saved=updated');
      case 'delete':
        await addresses.remove(session.customerId, id);
        return redirect('/account/addresses?saved=deleted');
      case 'default': {
        // The book changes a default by saving the whole address with `default: true`.
        const current = (await addresses.list(session.customerId)).find((address) => String(address.id) === id);
        const { id: _id, default: _default, ...fields } = current ?? ({} as Address);
        await addresses.update(session.customerId, id, { ...fields, default: true });
        return redirect('/account/addresses?saved=default');
      }
      default:
        return formFailure(form, { status: 422, code: 'VALIDATION_FAILED', message: 'Unknown address action', field: 'intent' });
    }
  });
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.addresses.title', 'Addresses');

export const headers = accountPageHeaders;

/** The lines of an address as an envelope shows them. */
function AddressLines({ address, countries }: { address: Address; countries: readonly AddressCountry[] }) {
  const country = countries.find((entry) => entry.code === address.country);
  const state = country?.states.find((entry) => entry.code === address.province)?.name ?? address.province;
  const cityLine = [address.city, state, address.postcode].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      <strong>{`${address.first_name} ${address.last_name}`}</strong>
      {address.company ? <span><br />{address.company}</span> : null}
      <br />
      {address.address1}
      {address.address2 ? <span><br />{address.address2}</span> : null}
      <br />
      {cityLine}
      <br />
      {country?.name ?? address.country}
      {address.phone ? (
        <span>
          <br />
          <span dir="ltr">{address.phone}</span>
        </span>
      ) : null}
    </address>
  );
}

const ADDRESS_FIELDS = ['country', 'first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'province', 'postcode', 'phone'];

/**
 * The address form: a real form posting to this page, so it works without
 * JavaScript; the address form's rules run on the server and its messages land
 * on their fields with what was typed kept. With JavaScript, changing the
 * country refreshes the list of states at once.
 */
function AddressEditor({
  csrf,
  countries,
  address,
  failure,
  isFirst,
}: {
  csrf: string;
  countries: readonly AddressCountry[];
  address: Address | null;
  failure: FailedForm | null;
  isFirst: boolean;
}) {
  const { t, labels } = useT();
  const text = labels('AddressForm');
  const typed = failure?.values;
  const initial = (field: keyof Address) => typed?.[field] ?? (address ? String(address[field] ?? '') : '');
  const [countryCode, setCountryCode] = useState(initial('country') || 'US');
  const country = countries.find((entry) => entry.code === countryCode);
  const errors = useFormErrors(failure, ADDRESS_FIELDS);
  const error = errors.field;
  return (
    <section className={styles.section} aria-labelledby="address-form-title" id="address-form">
      <h2 id="address-form-title" className={styles.sectionTitle}>
        {address ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
      </h2>
      <FormAlert message={errors.form} />
      <Form method="post" className={styles.form} data-testid="address-form" noValidate>
        <CsrfField token={csrf} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <div className={styles.field} data-field="country">
          <label className={styles.label} htmlFor="address-country">
            {text.country}
          </label>
          <select
            id="address-country"
            name="country"
            className={styles.input}
            autoComplete="country"
            value={countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
            aria-invalid={error('country') ? true : undefined}
            aria-describedby={error('country') ? 'address-country-error' : undefined}
          >
            <option value="">{text.chooseCountry}</option>
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
          {error('country') ? (
            <p id="address-country-error" className={styles.fieldError} data-testid="error-country">
              {error('country')}
            </p>
          ) : null}
        </div>
        <div className={styles.formRow}>
          <Field name="first_name" label={text.first_name} autoComplete="given-name" isRequired defaultValue={initial('first_name')} error={error('first_name')} />
          <Field name="last_name" label={text.last_name} autoComplete="family-name" isRequired defaultValue={initial('last_name')} error={error('last_name')} />
        </div>
        <Field name="company" label={text.company} autoComplete="organization" isOptional defaultValue={initial('company')} error={error('company')} />
        <Field name="address1" label={text.address1} autoComplete="address-line1" isRequired maxLength={255} defaultValue={initial('address1')} error={error('address1')} />
        <Field name="address2" label={text.address2} autoComplete="address-line2" isOptional defaultValue={initial('address2')} error={error('address2')} />
        <div className={styles.formRow}>
          <Field name="city" label={text.city} autoComplete="address-level2" isRequired defaultValue={initial('city')} error={error('city')} />
          {country && country.states.length > 0 ? (
            <div className={styles.field} data-field="province">
              <label className={styles.label} htmlFor="address-province">
                {text.province}
                {country.province_required ? null : <span className={styles.optional}> {text.optional}</span>}
              </label>
              <select
                id="address-province"
                key={country.code}
                name="province"
                className={styles.input}
                autoComplete="address-level1"
                defaultValue={initial('province')}
                aria-invalid={error('province') ? true : undefined}
                aria-describedby={error('province') ? 'address-province-error' : undefined}
              >
                <option value="">{text.chooseProvince}</option>
                {country.states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {error('province') ? (
                <p id="address-province-error" className={styles.fieldError} data-testid="error-province">
                  {error('province')}
                </p>
              ) : null}
            </div>
          ) : (
            <Field name="province" label={text.province} autoComplete="address-level1" isOptional defaultValue={initial('province')} error={error('province')} />
          )}
        </div>
        <div className={styles.formRow}>
          <Field
            name="postcode"
            label={text.postcode}
            autoComplete="postal-code"
            isOptional={!country?.postcode_required}
            isRequired={country?.postcode_required}
            maxLength={20}
            defaultValue={initial('postcode')}
            error={error('postcode')}
            dir="ltr"
          />
          <Field
            name="phone"
            type="tel"
            label={text.phone}
            autoComplete="tel"
            inputMode="tel"
            isOptional
            maxLength={PHONE_MAX_LENGTH}
            hint={country ? text.dialCode(country.dial_code) : undefined}
            defaultValue={initial('phone')}
            error={error('phone')}
            dir="ltr"
          />
        </div>
        {address?.default || isFirst ? null : (
          <label className={styles.checkboxRow}>
            <input type="checkbox" name="default" className={styles.checkbox} defaultChecked={typed?.default === 'on'} />
            <span>{t('account.addresses.makeDefault')}</span>
          </label>
        )}
        <div className={styles.actions}>
          <SubmitButton intent={address ? 'update' : 'create'} variant="primary" pendingLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
          {isFirst ? null : (
            <Link to="/account/addresses" preventScrollReset>
              {t('account.common.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

export default function AddressesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { addresses, countries, csrf, editing, saved } = loaderData;
  const failure = failureOf(actionData);
  const failedIntent = failure?.values.intent;
  const failedId = Number(failure?.values.id);
  // After a failed save the form comes back with what was typed, whether it was a new address or an edit.
  const editedAddress = failedIntent === 'update' ? (addresses.find((a) => a.id === failedId) ?? editing) : editing;
  const showForm = Boolean(editedAddress) || loaderData.isAdding || failedIntent === 'create' || failedIntent === 'update';
  const listFailure = failedIntent === 'delete' || failedIntent === 'default' ? failure : null;
  const listErrors = useFormErrors(listFailure, []);
  const notices: Record<Saved, string> = {
    created: t('account.addresses.created'),
    updated: t('account.addresses.updated'),
    deleted: t('account.addresses.deleted'),
    default: t('account.addresses.defaultChanged'),
  };
  return (
    <AccountShell email={loaderData.email} csrf={csrf}>
      <div className={styles.sectionHeader}>
        <h1 className={styles.pageTitle}>{t('account.addresses.title')}</h1>
        {showForm ? null : (
          <Link to="/account/addresses?new=1#address-form" className={styles.label} data-testid="add-address">
            {t('account.addresses.add')}
          </Link>
        )}
      </div>
      <FormAlert tone="success" message={saved && !failure ? notices[saved] : null} />
      <FormAlert message={listErrors.form} />
      {addresses.length > 0 ? (
        <ul className={styles.cards} aria-label={t('account.addresses.listLabel')}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card} data-default={address.default} data-testid="address-card" data-id={address.id}>
              {address.default ? (
                <span className={styles.badge} data-tone="positive">
                  {t('account.addresses.default')}
                </span>
              ) : null}
              <AddressLines address={address} countries={countries} />
              <div className={styles.actions}>
                <Link to={`/account/addresses?edit=${address.id}#address-form`} aria-label={t('account.addresses.editOf', { name: `${address.first_name} ${address.last_name}`, line: address.address1 })}>
                  {t('account.common.edit')}
                </Link>
                {address.default ? null : (
                  <Form method="post" className={styles.inlineForm}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="id" value={address.id} />
                    <SubmitButton intent="default" variant="ghost" size="sm">
                      {t('account.addresses.setDefault')}
                    </SubmitButton>
                  </Form>
                )}
                <Form
                  method="post"
                  className={styles.inlineForm}
                  onSubmit={(event) => {
                    if (!window.confirm(t('account.addresses.confirmDelete'))) event.preventDefault();
                  }}
                >
                  <CsrfField token={csrf} />
                  <input type="hidden" name="id" value={address.id} />
                  <SubmitButton
                    intent="delete"
                    variant="ghost"
                    size="sm"
                    aria-label={t('account.addresses.deleteOf', { name: `${address.first_name} ${address.last_name}`, line: address.address1 })}
                  >
                    {t('account.common.delete')}
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('account.addresses.empty')}</p>
      )}
      {showForm ? (
        <AddressEditor
          key={editedAddress?.id ?? 'new'}
          csrf={csrf}
          countries={countries}
          address={editedAddress}
          failure={failedIntent === 'create' || failedIntent === 'update' ? failure : null}
          isFirst={addresses.length === 0}
        />
      ) : null}
    </AccountShell>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../site/RouteErrorBoundary';
