import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import {
  EMPTY_ADDRESS,
  fieldErrorsFromServer,
  keepPhoneCharacters,
  PHONE_MAX_LENGTH,
  validateAddress,
  withDialCode,
  type AddressCountry,
  type AddressField,
  type AddressFieldErrors,
  type AddressFormValues,
} from './addressRules';
import { DEFAULT_ADDRESS_FORM_LABELS, type AddressFormLabels } from './labels';
import * as styles from './AddressForm.css';
import { useLabels } from '../kit/labels';

/** The fields in the order the form shows them (country first: it decides the rest). */
const FIELD_ORDER: readonly AddressField[] = [
  'country', 'first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'province', 'postcode', 'phone',
];

/** A failed save: a `StoreApiError` or anything with its `errors` / `field` / `message`. */
interface SaveFailure {
  message?: string;
  field?: string;
  errors?: Record<string, string[]>;
}

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** `GET /api/store/countries`: name, ISO2, dial code, postcode/province rules and states. */
  countries: readonly AddressCountry[];
  /** The address to edit; a new address starts empty (with `country` preset when given). */
  defaultValue?: Partial<AddressFormValues>;
  /**
   * Saves the address (phone already with its dial code). Reject with the
   * store API's error: its field errors (`errors`, `field`) are shown on their
   * fields, anything else above the form.
   */
  onSubmit: (address: AddressFormValues) => Promise<unknown> | void;
  /** Field errors from elsewhere, e.g. a route action's 422; same keys as the API's `errors`. */
  errors?: Record<string, string[]>;
  labels?: Partial<AddressFormLabels>;
  className?: string;
}

/**
 * A postal address form: country first, then the country's states, a
 * postcode required only where the country needs one, and a phone field that
 * keeps only digits, spaces and + - ( ) . / (at most 30) and adds the country's dial
 * code to national numbers.
 *
 * Presentational, with the server's checks mirrored so mistakes show before a
 * round trip ('Enter a first name', 'Enter an address', first line ≤ 255 …);
 * the server's own field errors land on the same fields. Renders
 * `data-pending` on the form and `data-invalid` on each failing field.
 *
 * @example
 * <AddressForm countries={countries} defaultValue={{ country: 'US' }} onSubmit={(a) => client.request('POST', '/addresses', { body: a })} />
 */
export function AddressForm({ countries, defaultValue, onSubmit, errors: outsideErrors, labels, className }: AddressFormProps) {
  const text = useLabels('AddressForm', DEFAULT_ADDRESS_FORM_LABELS, labels);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AddressFormValues>({ ...EMPTY_ADDRESS, ...defaultValue });
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const country = countries.find((entry) => entry.code === values.country);
  const shown: AddressFieldErrors = { ...fieldErrorsFromServer(outsideErrors), ...errors };

  const set = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { province: '' } : {}) }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const focusFirstError = (found: AddressFieldErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = validateAddress(values, country, text);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as AddressFormValues;
    setIsPending(true);
    try {
      await onSubmit({ ...trimmed, phone: withDialCode(country, trimmed.phone) });
    } catch (failure) {
      const { message, field, errors: serverErrors } = (failure ?? {}) as SaveFailure;
      const fromServer = fieldErrorsFromServer(serverErrors ?? (field && message ? { [field]: [message] } : undefined));
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else {
        setFormError(message || text.failed);
      }
    } finally {
      setIsPending(false);
    }
  };

  /** One labelled control with its message; `control` gets the id and ARIA wiring. */
  const field = (name: AddressField, control: (props: FieldControlProps) => ReactNode, options: { optional?: boolean; hint?: string } = {}) => {
    const message = shown[name];
    const describedBy = [message && `${id}-${name}-error`, options.hint && `${id}-${name}-hint`].filter(Boolean).join(' ');
    return (
      <div className={styles.field} data-field={name} data-invalid={message ? '' : undefined}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {text[name]}
          {options.optional && <span className={styles.optional}> {text.optional}</span>}
        </label>
        {control({
          id: `${id}-${name}`,
          name,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy || undefined,
          'aria-required': options.optional ? undefined : true,
        })}
        {options.hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {options.hint}
          </p>
        )}
        {message && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {message}
          </p>
        )}
      </div>
    );
  };

  const input = (name: AddressField, autoComplete: string, options: { optional?: boolean } = {}) =>
    field(
      name,
      (props) => (
        <input {...props} className={styles.input} autoComplete={autoComplete} value={values[name]} onChange={(e) => set(name, e.target.value)} />
      ),
      options,
    );

  return (
    <form
      ref={formRef}
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
    >
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      {field('country', (props) => (
        <select {...props} className={styles.input} autoComplete="country" value={values.country} onChange={(e) => set('country', e.target.value)}>
          <option value="">{text.chooseCountry}</option>
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      ))}
      <div className={styles.row}>
        {input('first_name', 'given-name')}
        {input('last_name', 'family-name')}
      </div>
      {input('company', 'organization', { optional: true })}
      {input('address1', 'address-line1')}
      {input('address2', 'address-line2', { optional: true })}
      <div className={styles.row}>
        {input('city', 'address-level2')}
        {country && country.states.length > 0 &&
          field(
            'province',
            (props) => (
              <select {...props} className={styles.input} autoComplete="address-level1" value={values.province} onChange={(e) => set('province', e.target.value)}>
                <option value="">{text.chooseProvince}</option>
                {country.states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            ),
            { optional: !country.province_required },
          )}
        {input('postcode', 'postal-code', { optional: !country?.postcode_required })}
      </div>
      {field(
        'phone',
        (props) => (
          <div className={styles.phone}>
            {country && (
              <span className={styles.dialCode} aria-hidden="true">
                +{country.dial_code}
              </span>
            )}
            <input
              {...props}
              className={styles.input}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={PHONE_MAX_LENGTH}
              value={values.phone}
              onChange={(e) => set('phone', keepPhoneCharacters(e.target.value))}
            />
          </div>
        ),
        { optional: true, hint: country ? text.dialCode(country.dial_code) : undefined },
      )}
      <Button type="submit" variant="primary" size="lg" aria-disabled={isPending || undefined}>
        {isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}

interface FieldControlProps {
  id: string;
  name: AddressField;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}
