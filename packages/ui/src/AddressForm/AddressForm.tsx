import { useAddressCountry } from '@vitrine/headless';
import { EMPTY_ADDRESS_VALUES, type PlaceSuggestion } from '@vitrine/headless/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckboxField } from '../Field/CheckboxField';
import * as fieldStyles from '../Field/Field.css';
import { SelectField } from '../Field/SelectField';
import { SubmitButton } from '../Field/SubmitButton';
import { TextField } from '../Field/TextField';
import { errorsKey, useFocusFirstInvalid } from '../Field/focusFirstInvalid';
import { Form } from '../kit/form';
import { useLabels } from '../kit/labels';
import {
  ADDRESS_LINE_MAX_LENGTH,
  hasRules,
  keepPhoneCharacters,
  PHONE_MAX_LENGTH,
  stateCodeFor,
  type AddressCountry,
  type AddressField,
  type AddressFormValues,
  type CountryChoice,
} from './addressRules';
import { DEFAULT_ADDRESS_FORM_LABELS, type AddressFormLabels } from './labels';
import { PlaceField } from './PlaceField';

const NO_ERRORS: Partial<Record<AddressField, string>> = {};

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /**
   * The countries to offer, named in the shopper's language. Entries may
   * carry their rules (the address book's full list); otherwise the chosen
   * country's rules are loaded when it is picked (`GET /countries/{code}`).
   */
  countries: readonly (CountryChoice | AddressCountry)[];
  /** Rules of the country in `defaultValue`, so the first render needs no request. */
  country?: AddressCountry | null;
  /** The address to start from: a saved one, or what was posted before a refusal. Never replaced once shown. */
  defaultValue?: Partial<AddressFormValues>;
  /** Names the inputs `<prefix>.<field>` (the checkout's `shipping_address.city`); plain field names otherwise. */
  namePrefix?: string;
  /** The server's messages by field (`city`, not `shipping_address.city`), in the shopper's language. */
  errors?: Partial<Record<AddressField, string | null | undefined>>;
  /**
   * `form` (default): its own `<form method="post">` with a save button, for
   * the address book. `fields`: a group of fields inside the page's form
   * (the checkout), with `legend` as its heading.
   */
  as?: 'form' | 'fields';
  /** Where the form posts (`as="form"`); the current page when left out. */
  action?: string;
  /** The `intent` the form posts (`as="form"`), e.g. `create` or `update`. */
  intent?: string;
  /** Heading of the field group (`as="fields"`). */
  legend?: ReactNode;
  /** The browser's autofill section (`shipping` or `billing`), so one page can hold two addresses. */
  autoCompleteSection?: 'shipping' | 'billing';
  /** Offers "use as my default address" (the address book); the box posts `default=on`. */
  defaultCheckbox?: { label: string; defaultChecked?: boolean } | null;
  /** The form is being sent (`as="form"`). */
  isPending?: boolean;
  /** Extra fields of the page inside the form: hidden ids, CSRF token. */
  children?: ReactNode;
  /** Links or buttons after the save button (a cancel link). */
  actions?: ReactNode;
  labels?: Partial<AddressFormLabels>;
  className?: string;
  'data-testid'?: string;
}

/**
 * The one postal address form of the shop: the checkout's contact step and
 * one-page checkout and the account's address book all render it.
 *
 * Form-first: every field is a named input with its `defaultValue`, so it
 * posts without scripts, and nothing typed (or autofilled) before or after
 * the page hydrates is ever replaced. Country first: its states, whether it
 * needs a postcode and a state, and its dial code follow it (loaded by
 * `useAddressCountry` when another country is picked; a country picked before
 * the scripts loaded is read back from the page). The phone keeps only the
 * characters spec 5 allows (at most 30); the server adds the dial code. The
 * server's field messages arrive in `errors` by field name; the first failing
 * field takes focus. The city offers the country's matching places from 4
 * typed characters (`PlaceField`); choosing one fills the state and postcode.
 *
 * @example
 * <AddressForm as="fields" namePrefix="shipping_address" countries={countries} country={rules}
 *   defaultValue={values.shipping_address} errors={errors.shipping_address} legend="Shipping address" />
 */
export function AddressForm({
  countries,
  country: givenRules,
  defaultValue,
  namePrefix,
  errors = NO_ERRORS,
  as = 'form',
  action,
  intent,
  legend,
  autoCompleteSection,
  defaultCheckbox,
  isPending = false,
  children,
  actions,
  labels,
  className,
  'data-testid': testId,
}: AddressFormProps) {
  const text = useLabels('AddressForm', DEFAULT_ADDRESS_FORM_LABELS, labels);
  const start = { ...EMPTY_ADDRESS_VALUES, ...defaultValue };
  const rootRef = useRef<HTMLFormElement & HTMLFieldSetElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const [code, setCode] = useState(start.country);
  // What the shopper typed or autofilled as the state, kept while a new country's states load.
  const province = useRef(start.province);
  const listed = countries.find((entry) => entry.code === code);
  const initialRules = hasRules(listed) ? listed : givenRules?.code === code ? givenRules : null;
  const { country, isLoading } = useAddressCountry(code, initialRules);

  // A country picked before the page's scripts loaded is what the select shows now, not what the server sent.
  useEffect(() => {
    const shown = countryRef.current?.value ?? '';
    if (shown !== start.country) setCode(shown);
    // Only once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useFocusFirstInvalid(rootRef, as === 'form' ? errorsKey(errors) : null);

  const name = (field: AddressField) => (namePrefix ? `${namePrefix}.${field}` : field);
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const typedValue = (field: AddressField) => start[field];
  const states = country?.states ?? [];

  /** A place chosen from the city's suggestions fills the state and postcode too (uncontrolled fields, set in place). */
  const fillPlace = (place: PlaceSuggestion) => {
    const form = rootRef.current;
    const set = (field: AddressField, value: string) => {
      const control = form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name(field)}"]`);
      if (!control || !value) return;
      control.value = value;
      // Listeners of the page (the one-page checkout reprices on a change) hear it as a change.
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
    province.current = place.province;
    set('province', place.province);
    set('postcode', place.postcode);
  };
  const provinceStart = country ? stateCodeFor(country, province.current) : '';

  const fields = (
    <>
      <SelectField
        ref={countryRef}
        name={name('country')}
        label={text.country}
        autoComplete={auto('country')}
        options={countries.map((entry) => ({ value: entry.code, label: entry.name }))}
        placeholder={text.chooseCountry}
        defaultValue={typedValue('country')}
        error={errors.country}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      {/* Names and street lines keep the direction of what is typed (dir="auto"): in a Hebrew page a
          Latin street reads "2150 NW Lovejoy St", not "NW Lovejoy St 2150". */}
      <div className={fieldStyles.row}>
        <TextField
          name={name('first_name')}
          dir="auto"
          label={text.first_name}
          autoComplete={auto('given-name')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          defaultValue={typedValue('first_name')}
          error={errors.first_name}
        />
        <TextField
          name={name('last_name')}
          dir="auto"
          label={text.last_name}
          autoComplete={auto('family-name')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          defaultValue={typedValue('last_name')}
          error={errors.last_name}
        />
      </div>
      <TextField
        name={name('company')}
        dir="auto"
        label={text.company}
        autoComplete={auto('organization')}
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        isOptional
        defaultValue={typedValue('company')}
        error={errors.company}
      />
      <TextField
        name={name('address1')}
        dir="auto"
        label={text.address1}
        autoComplete={auto('address-line1')}
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        defaultValue={typedValue('address1')}
        error={errors.address1}
      />
      <TextField
        name={name('address2')}
        dir="auto"
        label={text.address2}
        autoComplete={auto('address-line2')}
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        isOptional
        defaultValue={typedValue('address2')}
        error={errors.address2}
      />
      <div className={fieldStyles.row}>
        <PlaceField
          name={name('city')}
          dir="auto"
          label={text.city}
          autoComplete={auto('address-level2')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          defaultValue={typedValue('city')}
          error={errors.city}
          country={code}
          listLabel={text.placeSuggestions}
          onChoose={fillPlace}
        />
        {states.length > 0 ? (
          <SelectField
            // A new country starts its own list; what was typed for the old one is matched against it.
            key={country?.code}
            name={name('province')}
            label={text.province}
            autoComplete={auto('address-level1')}
            options={states.map((state) => ({ value: state.code, label: state.name }))}
            placeholder={text.chooseProvince}
            defaultValue={provinceStart}
            isOptional={!country?.province_required}
            error={errors.province}
            onChange={(event) => (province.current = event.currentTarget.value)}
          />
        ) : isLoading ? (
          // Until the country's states arrive, a typed or autofilled state is kept as text.
          <TextField
            name={name('province')}
            dir="auto"
            label={text.province}
            autoComplete={auto('address-level1')}
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            defaultValue={province.current}
            isOptional
            error={errors.province}
            onChange={(event) => (province.current = event.currentTarget.value)}
          />
        ) : null}
        <TextField
          name={name('postcode')}
          label={text.postcode}
          autoComplete={auto('postal-code')}
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          isOptional={country ? !country.postcode_required : false}
          defaultValue={typedValue('postcode')}
          error={errors.postcode}
          dir="ltr"
        />
      </div>
      <TextField
        name={name('phone')}
        type="tel"
        inputMode="tel"
        label={text.phone}
        autoComplete={auto('tel')}
        maxLength={PHONE_MAX_LENGTH}
        isOptional
        prefix={country ? `+${country.dial_code}` : undefined}
        hint={country ? text.dialCode(country.dial_code) : undefined}
        defaultValue={typedValue('phone')}
        error={errors.phone}
        dir="ltr"
        onChange={(event) => {
          // Uncontrolled: only a refused character is taken out again, the rest stays as typed.
          const kept = keepPhoneCharacters(event.currentTarget.value);
          if (kept !== event.currentTarget.value) event.currentTarget.value = kept;
        }}
      />
    </>
  );

  if (as === 'fields') {
    return (
      <fieldset
        ref={rootRef}
        className={className ? `${fieldStyles.group} ${className}` : fieldStyles.group}
        data-testid={testId}
      >
        {legend ? <legend className={fieldStyles.legend}>{legend}</legend> : null}
        {fields}
      </fieldset>
    );
  }
  return (
    <Form
      ref={rootRef}
      method="post"
      action={action}
      noValidate
      className={className ? `${fieldStyles.stack} ${className}` : fieldStyles.stack}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      data-testid={testId}
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
      {fields}
      {defaultCheckbox ? (
        <CheckboxField name="default" label={defaultCheckbox.label} defaultChecked={defaultCheckbox.defaultChecked} />
      ) : null}
      <div className={fieldStyles.actions}>
        <SubmitButton size="lg" isPending={isPending} pendingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
        {actions}
      </div>
    </Form>
  );
}
