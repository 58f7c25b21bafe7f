import type { Address, AddressField, AddressValues } from '@vitrine/headless/contract';
import { AddressForm } from '../../AddressForm/AddressForm';
import type { AddressCountry } from '../../AddressForm/addressRules';
import { Alert } from '../../Alert/Alert';
import { SubmitButton } from '../../Field/SubmitButton';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import { AccountLayout, CsrfField, type AccountPaths } from './AccountLayout';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';

/** The address form of the page: a new address or one being edited, with what was posted before a refusal. */
export interface AddressBookForm {
  /** The address being edited; a new one when null. */
  address: Address | null;
  /** What was typed before the server refused it. */
  values?: Partial<AddressValues> & { default?: boolean };
  /** The server's messages by field, translated. */
  errors?: Partial<Record<AddressField, string>>;
  /** A refusal about no one field (the book is full, the address is gone), translated. */
  message?: string | null;
}

/** Props of {@link AddressBookPage}. */
export interface AddressBookPageProps {
  email: string;
  csrf: string;
  addresses: readonly Address[];
  /** Every country with its rules, named in the shopper's language. */
  countries: readonly AddressCountry[];
  /** The form shown, or null for just the list. */
  form: AddressBookForm | null;
  /** A saved change ("The address was added."), translated. */
  notice?: string | null;
  /** A refused change of the list (delete, make default), translated. */
  listError?: string | null;
  /** The intent of the form on its way, for its button. */
  pendingIntent?: string | null;
  /** Where the page lives (its forms post there); `/account/addresses`. */
  path?: string;
  paths?: Partial<AccountPaths>;
  labels?: Partial<AccountLabels>;
}

/** The state's and country's names of an address, for its card. */
function placeNames(address: Address, countries: readonly AddressCountry[]) {
  const country = countries.find((entry) => entry.code === address.country);
  return {
    country: country?.name ?? address.country,
    state: country?.states.find((state) => state.code === address.province)?.name ?? address.province,
  };
}

/**
 * The address book (spec 2 route `address`): the saved addresses, each with
 * edit, make default and delete, and the one address form of the shop for a
 * new or an edited address. Every change is a form posting its intent
 * (`create`, `update`, `delete`, `set-default`) with the CSRF token, so the
 * page works without scripts; deleting asks first where scripts run.
 *
 * @example
 * <AddressBookPage email={email} csrf={csrf} addresses={addresses} countries={countries} form={null} />
 */
export function AddressBookPage({
  email,
  csrf,
  addresses,
  countries,
  form,
  notice,
  listError,
  pendingIntent,
  path = '/account/addresses',
  paths,
  labels,
}: AddressBookPageProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const isFirst = addresses.length === 0;
  const editing = form?.address ?? null;
  return (
    <AccountLayout email={email} csrf={csrf} current="addresses" paths={paths} labels={labels}>
      <div className={styles.sectionHeader}>
        <h1 className={styles.pageTitle}>{text.addresses.title}</h1>
        {form ? null : (
          <Link href={`${path}?new=1#address-form`} data-testid="add-address">
            {text.addresses.add}
          </Link>
        )}
      </div>
      {notice ? (
        <Alert tone="success" data-testid="form-notice">
          {notice}
        </Alert>
      ) : null}
      {listError ? (
        <Alert tone="critical" isFocusedOnShow data-testid="form-error">
          {listError}
        </Alert>
      ) : null}
      {addresses.length > 0 ? (
        <ul className={styles.cards} aria-label={text.addresses.listLabel}>
          {addresses.map((address) => {
            const names = placeNames(address, countries);
            const name = `${address.first_name} ${address.last_name}`;
            const cityLine = [address.city, names.state, address.postcode].filter(Boolean).join(', ');
            return (
              <li
                key={address.id}
                className={styles.card}
                data-default={address.default}
                data-testid="address-card"
                data-id={address.id}
              >
                {address.default ? (
                  <span className={styles.badge} data-tone="positive">
                    {text.addresses.default}
                  </span>
                ) : null}
                {/* Each line keeps its own direction (<bdi>): a Latin street in a Hebrew page reads "2150 NW Lovejoy St". */}
                <address className={styles.address}>
                  <strong>
                    <bdi>{name}</bdi>
                  </strong>
                  {[address.company, address.address1, address.address2, cityLine, names.country]
                    .filter(Boolean)
                    .map((line, index) => (
                      <span key={index}>
                        <br />
                        <bdi>{line}</bdi>
                      </span>
                    ))}
                  {address.phone ? (
                    <span>
                      <br />
                      <span dir="ltr">{address.phone}</span>
                    </span>
                  ) : null}
                </address>
                <div className={styles.actions}>
                  <Link
                    href={`${path}?edit=${address.id}#address-form`}
                    aria-label={text.addresses.editOf(name, address.address1)}
                  >
                    {text.common.edit}
                  </Link>
                  {address.default ? null : (
                    <Form method="post" action={path} className={styles.inlineForm}>
                      <CsrfField token={csrf} />
                      <input type="hidden" name="id" value={address.id} />
                      <SubmitButton
                        name="intent"
                        value="set-default"
                        variant="ghost"
                        size="sm"
                        isPending={pendingIntent === 'set-default'}
                      >
                        {text.addresses.setDefault}
                      </SubmitButton>
                    </Form>
                  )}
                  <Form
                    method="post"
                    action={path}
                    className={styles.inlineForm}
                    onSubmit={(event) => {
                      if (!window.confirm(text.addresses.confirmDelete)) event.preventDefault();
                    }}
                  >
                    <CsrfField token={csrf} />
                    <input type="hidden" name="id" value={address.id} />
                    <SubmitButton
                      name="intent"
                      value="delete"
                      variant="ghost"
                      size="sm"
                      isPending={pendingIntent === 'delete'}
                      aria-label={text.addresses.deleteOf(name, address.address1)}
                    >
                      {text.common.delete}
                    </SubmitButton>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{text.addresses.empty}</p>
      )}
      {form ? (
        <section className={styles.section} aria-labelledby="address-form-title" id="address-form">
          <h2 id="address-form-title" className={styles.sectionTitle}>
            {editing ? text.addresses.editTitle : text.addresses.addTitle}
          </h2>
          {form.message ? (
            <Alert tone="critical" isFocusedOnShow data-testid="form-error">
              {form.message}
            </Alert>
          ) : null}
          <AddressForm
            // A different address is a new form: nothing typed for one shows up in another.
            key={editing?.id ?? 'new'}
            action={path}
            intent={editing ? 'update' : 'create'}
            countries={countries}
            defaultValue={{ country: 'US', ...editing, ...form.values }}
            errors={form.errors}
            isPending={pendingIntent === 'create' || pendingIntent === 'update'}
            defaultCheckbox={
              editing?.default || isFirst
                ? null
                : { label: text.addresses.makeDefault, defaultChecked: form.values?.default }
            }
            actions={isFirst ? null : <Link href={path}>{text.common.cancel}</Link>}
            data-testid="address-form"
          >
            <CsrfField token={csrf} />
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          </AddressForm>
        </section>
      ) : null}
    </AccountLayout>
  );
}
