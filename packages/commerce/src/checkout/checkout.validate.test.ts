import { describe, expect, it } from 'vitest';
import type { CheckoutRules } from './checkout.rules';
import { BR_ADDRESS, failure, US_ADDRESS } from './checkout.test-helpers';
import {
  validateAddress,
  validateAllInOne,
  validateContactStep,
  validatePaymentStep,
  validateShippingStep,
} from './checkout.validate';

const RULES: CheckoutRules = {
  shippingMethodIds: ['standard', 'express'],
  paymentMethodIds: ['card', 'klarna', 'cod'],
};

describe('contact step', () => {
  it('returns the normalised step, email in lower case', () => {
    const step = validateContactStep({
      email: ' Ana@Example.COM ',
      shipping_address: US_ADDRESS,
      accepts_marketing: true,
    });
    expect(step).toMatchObject({
      email: 'ana@example.com',
      accepts_marketing: true,
      shipping_address: { country: 'US' },
    });
  });

  it('requires an email and checks its form', () => {
    const errorsFor = (email: unknown) =>
      failure(() => validateContactStep({ email, shipping_address: US_ADDRESS })).errors;
    expect(errorsFor('')).toEqual({ email: ['This field is required'] });
    expect(errorsFor(undefined)).toEqual({ email: ['This field is required'] });
    expect(errorsFor('ana@')).toEqual({ email: ['Enter a valid email'] });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
    expect(longest).toHaveLength(254);
    expect(validateContactStep({ email: longest, shipping_address: US_ADDRESS }).email).toBe(longest);
    expect(errorsFor(`a${longest}`)).toEqual({ email: ['Enter a valid email'] });
  });

  it('gives every field error at once, in form order, named after the first', () => {
    const error = failure(() =>
      validateContactStep(
        {
          email: 'nope',
          shipping_address: {
            ...US_ADDRESS,
            first_name: '',
            city: '',
            address1: 'PO Box 1',
            phone: '555#',
            postcode: '',
          },
        },
        { shippingCountries: ['CA'] },
      ),
    );
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
      message: 'Enter a valid email',
    });
    expect(error.errors).toEqual({
      email: ['Enter a valid email'],
      'shipping_address.first_name': ['Enter a first name'],
      'shipping_address.address1': ['A PO Box is not a valid address'],
      'shipping_address.city': ['Enter a city'],
      'shipping_address.country': ['This order cannot be shipped to the entered address'],
      'shipping_address.postcode': ['This field is required'],
      'shipping_address.phone': ['Enter a valid phone number'],
    });
    expect(Object.keys(error.errors ?? {})[0]).toBe(error.field);
  });

  it('answers a malformed body with a 422 before any rule runs', () => {
    expect(failure(() => validateContactStep(null))).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
    expect(
      validateContactStep({ email: 'a@b.co', shipping_address: { ...US_ADDRESS, postcode: 94105 } }).shipping_address
        .postcode,
    ).toBe('94105');
    expect(
      failure(() => validateContactStep({ email: 'a@b.co', shipping_address: { ...US_ADDRESS, city: ['x'] } })),
    ).toMatchObject({
      field: 'shipping_address.city',
    });
  });
});

describe('shipping step', () => {
  it('accepts an offered method and refuses a missing or unknown one', () => {
    expect(validateShippingStep({ shipping_method_id: 'express' }, RULES)).toEqual({ shipping_method_id: 'express' });
    expect(failure(() => validateShippingStep({}, RULES)).errors).toEqual({
      shipping_method_id: ['This field is required'],
    });
    expect(failure(() => validateShippingStep({ shipping_method_id: 'drone' }, RULES)).errors).toEqual({
      shipping_method_id: ['Choose a shipping method'],
    });
    expect(validateShippingStep({ shipping_method_id: 'anything' })).toEqual({ shipping_method_id: 'anything' });
  });

  it('says so when the cart offers no method', () => {
    expect(
      failure(() => validateShippingStep({ shipping_method_id: 'standard' }, { shippingMethodIds: [] })),
    ).toMatchObject({
      code: 'NO_SHIPPING_METHODS_AVAILABLE',
      message: 'No shipping methods available',
      field: 'shipping_method_id',
    });
  });
});

describe('payment step', () => {
  const shipping = validateContactStep({ email: 'a@b.co', shipping_address: US_ADDRESS }).shipping_address;

  it('bills the shipping address by default', () => {
    expect(validatePaymentStep({ payment_method: 'card' }, RULES, shipping)).toEqual({
      payment_method: 'card',
      billing_same_as_shipping: true,
      billing_address: shipping,
    });
  });

  it('validates a separate billing address, without the shipping-only rules', () => {
    const billing = { ...US_ADDRESS, address1: 'PO Box 12' };
    const step = validatePaymentStep(
      { payment_method: 'card', billing_same_as_shipping: false, billing_address: billing },
      RULES,
    );
    expect(step.billing_address?.address1).toBe('PO Box 12');
    const error = failure(() =>
      validatePaymentStep(
        { payment_method: 'card', billing_same_as_shipping: false, billing_address: { ...billing, city: '' } },
        RULES,
      ),
    );
    expect(error.errors).toEqual({ 'billing_address.city': ['Enter a city'] });
    expect(
      failure(() => validatePaymentStep({ payment_method: 'card', billing_same_as_shipping: false }, RULES)).errors,
    ).toEqual({
      billing_address: ['This field is required'],
    });
  });

  it('refuses a missing, unknown or unavailable payment method', () => {
    expect(failure(() => validatePaymentStep({}, RULES)).errors).toEqual({
      payment_method: ['This field is required'],
    });
    expect(failure(() => validatePaymentStep({ payment_method: 'cheque' }, RULES)).errors).toEqual({
      payment_method: ['Choose a payment method'],
    });
    expect(failure(() => validatePaymentStep({ payment_method: 'card' }, { paymentMethodIds: [] }))).toMatchObject({
      code: 'NO_PAYMENT_METHODS_AVAILABLE',
      message: 'No payment methods available',
    });
  });

  it('applies the Klarna name rule to the names the payment carries', () => {
    const klarna = 'Klarna needs a name of more than 1 character that is not only digits';
    const digits = { ...shipping, first_name: '12', last_name: 'A' };
    expect(failure(() => validatePaymentStep({ payment_method: 'klarna' }, RULES, digits)).errors).toEqual({
      'shipping_address.first_name': [klarna],
      'shipping_address.last_name': [klarna],
    });
    expect(validatePaymentStep({ payment_method: 'card' }, RULES, digits).payment_method).toBe('card');
    expect(
      validatePaymentStep({ payment_method: 'klarna' }, RULES, { ...shipping, first_name: 'Li', last_name: 'R2' })
        .payment_method,
    ).toBe('klarna');
    const billing = { ...US_ADDRESS, last_name: '7' };
    expect(
      failure(() =>
        validatePaymentStep(
          { payment_method: 'pay_later', billing_same_as_shipping: false, billing_address: billing },
          { klarnaMethodIds: ['pay_later'] },
        ),
      ).errors,
    ).toEqual({ 'billing_address.last_name': [klarna] });
  });
});

describe('all in one', () => {
  const complete = {
    email: 'ana@example.com',
    shipping_address: US_ADDRESS,
    shipping_method_id: 'standard',
    payment_method: 'klarna',
  };

  it('returns all three steps together', () => {
    expect(validateAllInOne(complete, RULES)).toMatchObject({
      email: 'ana@example.com',
      shipping_method_id: 'standard',
      payment_method: 'klarna',
      billing_same_as_shipping: true,
      billing_address: { city: 'San Francisco', postcode: '94105' },
    });
  });

  it('reports the failures of every step at once, in page order', () => {
    const error = failure(() =>
      validateAllInOne(
        {
          ...complete,
          email: '',
          shipping_address: { ...US_ADDRESS, first_name: '1', postcode: '' },
          shipping_method_id: 'x',
        },
        { ...RULES, undeliverablePostcodes: { US: ['9'] } },
      ),
    );
    expect(Object.keys(error.errors ?? {})).toEqual([
      'email',
      'shipping_address.first_name',
      'shipping_address.postcode',
      'shipping_method_id',
    ]);
    expect(error.errors?.['shipping_address.first_name']).toEqual([
      'Klarna needs a name of more than 1 character that is not only digits',
    ]);
    expect(error).toMatchObject({ field: 'email', code: 'VALIDATION_FAILED' });
  });

  it('names the error after a catalogue outcome when that comes first', () => {
    const error = failure(() =>
      validateAllInOne(
        { ...complete, shipping_address: { ...US_ADDRESS, postcode: '96701' } },
        {
          undeliverablePostcodes: { US: ['967'] },
        },
      ),
    );
    expect(error).toMatchObject({ code: 'POSTCODE_NOT_DELIVERABLE', field: 'shipping_address.postcode' });
  });
});

describe('an address on its own (the address book)', () => {
  it('normalises it as the checkout does, phone with the dial code, and names fields without a prefix', () => {
    expect(validateAddress({ ...US_ADDRESS, province: 'California' })).toMatchObject({
      province: 'CA',
      phone: '+1 4155550100',
    });
    expect(failure(() => validateAddress({ ...US_ADDRESS, city: '', postcode: '', phone: '555#' })).errors).toEqual({
      city: ['Enter a city'],
      postcode: ['This field is required'],
      phone: ['Enter a valid phone number'],
    });
  });

  it('keeps a PO box and asks no CPF: nothing is shipped there and the book stores none', () => {
    expect(validateAddress({ ...US_ADDRESS, address1: 'PO Box 12' }).address1).toBe('PO Box 12');
    expect(validateAddress({ ...BR_ADDRESS, tax_id: '' }).tax_id).toBe('');
  });
});
