import { describe, expect, it } from 'vitest';
import { POSTCODE_REQUIRED_COUNTRIES } from '../geo/postcodes';
import type { CheckoutRules } from './checkout.rules';
import type { CheckoutAddressInput } from '@vitrine/headless/contract';
import { BR_ADDRESS, failure, US_ADDRESS } from './checkout.test-helpers';
import { validateContactStep } from './checkout.validate';

const contact = (
  address: Partial<CheckoutAddressInput>,
  rules: CheckoutRules = {},
  base: CheckoutAddressInput = US_ADDRESS,
) => validateContactStep({ email: 'ana@example.com', shipping_address: { ...base, ...address } }, rules);

/** The messages of one address field when the contact step fails. */
const messagesFor = (
  field: string,
  address: Partial<CheckoutAddressInput>,
  rules?: CheckoutRules,
  base?: CheckoutAddressInput,
) => failure(() => contact(address, rules, base)).errors?.[`shipping_address.${field}`];

describe('address: required fields and lengths', () => {
  it('normalises a valid address', () => {
    expect(contact({ country: 'us', province: 'california', postcode: ' 94105 ' }).shipping_address).toEqual({
      ...US_ADDRESS,
      country: 'US',
      province: 'CA',
      postcode: '94105',
      phone: '+1 4155550100',
      tax_id: '',
    });
  });

  it.each([
    ['first_name', 'Enter a first name'],
    ['last_name', 'Enter a last name'],
    ['address1', 'Enter an address'],
    ['city', 'Enter a city'],
    ['country', 'This field is required'],
  ])('%s missing or blank: %s', (field, message) => {
    expect(messagesFor(field, { [field]: '   ' })).toEqual([message]);
    expect(messagesFor(field, { [field]: undefined })).toEqual([message]);
  });

  it('accepts a first address line of 255 characters and refuses 256', () => {
    expect(contact({ address1: 'a'.repeat(255) }).shipping_address.address1).toHaveLength(255);
    expect(messagesFor('address1', { address1: 'a'.repeat(256) })).toEqual(['Enter at most 255 characters']);
    expect(messagesFor('address2', { address2: 'a'.repeat(256) })).toEqual(['Enter at most 255 characters']);
    expect(messagesFor('company', { company: 'a'.repeat(256) })).toEqual(['Enter at most 255 characters']);
  });

  it('refuses an unknown country', () => {
    expect(messagesFor('country', { country: 'ZZ' })).toEqual(['Choose a country']);
  });
});

describe('address: PO Box', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'Post Office Box 12', 'postfach 12'])('refuses %s on either line', (line) => {
    expect(messagesFor('address1', { address1: line })).toEqual(['A PO Box is not a valid address']);
    expect(messagesFor('address2', { address2: line })).toEqual(['A PO Box is not a valid address']);
  });

  it('accepts street names that contain "box"', () => {
    expect(contact({ address1: '12 Boxwood Lane' }).shipping_address.address1).toBe('12 Boxwood Lane');
  });
});

describe('address: postcode', () => {
  const samples: Record<string, { postcode: string; province?: string }> = {
    AU: { postcode: '2000', province: 'NSW' },
    AT: { postcode: '1010' },
    BE: { postcode: '1000' },
    CA: { postcode: 'K1A 0B1', province: 'ON' },
    CN: { postcode: '100000', province: 'BJ' },
    DE: { postcode: '10115' },
    FR: { postcode: '75001' },
    GB: { postcode: 'SW1A 1AA' },
    JP: { postcode: '100-0001', province: '13' },
    IN: { postcode: '110001', province: 'DL' },
    NL: { postcode: '1012 JS' },
    ES: { postcode: '28001', province: 'M' },
    CH: { postcode: '8001' },
    SE: { postcode: '114 55' },
    IT: { postcode: '00184', province: 'RM' },
    MX: { postcode: '06000', province: 'CMX' },
    US: { postcode: '94105', province: 'CA' },
  };

  it.each(Object.entries(samples))('%s needs a postcode and accepts a real one', (country, sample) => {
    expect(POSTCODE_REQUIRED_COUNTRIES.has(country)).toBe(true);
    const base = { country, province: sample.province ?? '' };
    expect(messagesFor('postcode', { ...base, postcode: '' })).toEqual(['This field is required']);
    expect(contact({ ...base, postcode: sample.postcode }).shipping_address.postcode).toBe(sample.postcode);
  });

  it('needs one in Brazil too', () => {
    expect(messagesFor('postcode', { postcode: '' }, {}, BR_ADDRESS)).toEqual(['This field is required']);
  });

  it.each(['HK', 'AE', 'IE'])('%s does not need a postcode', (country) => {
    expect(contact({ country, province: '', postcode: '' }).shipping_address.postcode).toBe('');
  });

  it('checks the format where one is known', () => {
    expect(messagesFor('postcode', { postcode: '9410' })).toEqual(['Enter a valid postcode']);
    expect(messagesFor('postcode', { country: 'CA', province: 'ON', postcode: 'K1A0B' })).toEqual([
      'Enter a valid postcode',
    ]);
    expect(contact({ country: 'CA', province: 'ON', postcode: 'k1a0b1' }).shipping_address.postcode).toBe('K1A 0B1');
  });

  it('refuses a postcode on the deny list with POSTCODE_NOT_DELIVERABLE', () => {
    const rules: CheckoutRules = { undeliverablePostcodes: { US: ['967', /^99[5-9]/], GB: ['BT'] } };
    const error = failure(() => contact({ postcode: '96701' }, rules));
    expect(error).toMatchObject({
      status: 422,
      code: 'POSTCODE_NOT_DELIVERABLE',
      field: 'shipping_address.postcode',
      message: 'Postal code not deliverable',
    });
    expect(messagesFor('postcode', { postcode: '99501' }, rules)).toEqual(['Postal code not deliverable']);
    expect(messagesFor('postcode', { country: 'GB', province: '', postcode: 'bt1 1aa' }, rules)).toEqual([
      'Postal code not deliverable',
    ]);
    expect(contact({ postcode: '96601' }, rules).shipping_address.postcode).toBe('96601');
  });
});

describe('address: country and province', () => {
  it('refuses a country outside the shipping zones with ADDRESS_NOT_SHIPPABLE', () => {
    const error = failure(() => contact({}, { shippingCountries: ['CA', 'GB'] }));
    expect(error).toMatchObject({
      code: 'ADDRESS_NOT_SHIPPABLE',
      field: 'shipping_address.country',
      message: 'This order cannot be shipped to the entered address',
    });
    expect(contact({}, { shippingCountries: ['US'] }).shipping_address.country).toBe('US');
  });

  it('requires a province where the country routes by it, and it must be one of its states', () => {
    expect(messagesFor('province', { province: '' })).toEqual(['This field is required']);
    expect(messagesFor('province', { province: 'ZZ' })).toEqual(['Choose a state / province']);
    expect(contact({ province: 'US-NY', postcode: '10001' }).shipping_address.province).toBe('NY');
  });

  it('keeps the province optional where addresses do not use it, but checks one that is given', () => {
    expect(contact({ country: 'DE', province: '', postcode: '10115' }).shipping_address.province).toBe('');
    expect(messagesFor('province', { country: 'DE', province: 'XX', postcode: '10115' })).toEqual([
      'Choose a state / province',
    ]);
    expect(contact({ country: 'FR', province: 'IDF', postcode: '75001' }).shipping_address.province).toBe('');
  });
});

describe('address: phone', () => {
  it('accepts 30 characters and refuses 31', () => {
    const thirty = '+1 (415) 555-0100 / 555.0101 1';
    expect(thirty).toHaveLength(30);
    expect(contact({ phone: thirty }).shipping_address.phone).toBe('+1415555010055501011');
    expect(messagesFor('phone', { phone: `${thirty}2` })).toEqual(['Enter a phone number of at most 30 characters']);
  });

  it('allows digits and + - ( ) . / only', () => {
    expect(contact({ phone: '+1-415.555/0100' }).shipping_address.phone).toBe('+14155550100');
    for (const phone of ['415 555 0100 ext 2', '415#5550100', '415_555_0100', '()-']) {
      expect(messagesFor('phone', { phone }), phone).toEqual(['Enter a valid phone number']);
    }
  });

  it('is optional unless the shop asks for it', () => {
    expect(contact({ phone: '' }).shipping_address.phone).toBe('');
    expect(messagesFor('phone', { phone: '' }, { requirePhone: true })).toEqual(['This field is required']);
  });
});

describe('address: Brazil', () => {
  it('accepts a CPF or a CNPJ and keeps the digits', () => {
    expect(contact({}, {}, BR_ADDRESS).shipping_address.tax_id).toBe('52998224725');
    expect(contact({ tax_id: '11.222.333/0001-81' }, {}, BR_ADDRESS).shipping_address.tax_id).toBe('11222333000181');
  });

  it.each(['5299822472', '529982247250', '52998224724', '11222333000182', '1122233300018'])('refuses %s', (taxId) => {
    expect(messagesFor('tax_id', { tax_id: taxId }, {}, BR_ADDRESS)).toEqual([
      'Enter a valid CPF (11 digits) or CNPJ (14 digits)',
    ]);
  });

  it('requires one in Brazil only', () => {
    expect(messagesFor('tax_id', { tax_id: '' }, {}, BR_ADDRESS)).toEqual(['This field is required']);
    expect(contact({ tax_id: 'anything' }).shipping_address.tax_id).toBe('');
  });
});
