import { describe, expect, it } from 'vitest';
import { parseAddressIntent } from './address-intents';
import { parseCardExpiry, parseCheckoutIntent } from './checkout-intents';
import { formInput } from './form-input';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('formInput', () => {
  it('nests dotted names and keeps the last of repeated names', () => {
    const data = new URLSearchParams(
      'intent=contact&shipping_address.city=Bath&shipping_address.city=York&card.number=4242',
    );
    expect(formInput(data)).toEqual({
      intent: 'contact',
      shipping_address: { city: 'York' },
      card: { number: '4242' },
    });
  });

  it('never writes onto an object prototype and skips files', () => {
    const data = new FormData();
    data.append('__proto__.polluted', 'yes');
    data.append('a..b', 'x');
    data.append('upload', new File(['x'], 'x.txt'));
    data.append('ok', '1');
    expect(formInput(data)).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('passes a JSON body through', () => {
    const body = { intent: 'delete', id: 3 };
    expect(formInput(body)).toBe(body);
  });
});

describe('parseAddressIntent', () => {
  it('reads a new address from a form, the default box as a boolean and missing fields as empty', () => {
    const parsed = parseAddressIntent(form({ intent: 'create', first_name: ' Ada ', country: 'gb', default: 'on' }));
    expect(parsed).toEqual({
      ok: true,
      intent: {
        intent: 'create',
        first_name: 'Ada',
        last_name: '',
        company: '',
        address1: '',
        address2: '',
        city: '',
        country: 'gb',
        province: '',
        postcode: '',
        phone: '',
        default: true,
      },
    });
  });

  it('reads the same change from JSON', () => {
    const parsed = parseAddressIntent({ intent: 'update', id: '12', first_name: 'Ada', default: false });
    expect(parsed.ok && parsed.intent).toMatchObject({ intent: 'update', id: 12, first_name: 'Ada', default: false });
  });

  it('answers a 422 naming the field for a bad id and for an unknown intent', () => {
    expect(parseAddressIntent({ intent: 'delete', id: 'abc' })).toMatchObject({
      ok: false,
      error: { status: 422, code: 'VALIDATION_FAILED', field: 'id' },
    });
    expect(parseAddressIntent({ intent: 'rename', id: 1 })).toMatchObject({ ok: false, error: { field: 'intent' } });
  });
});

describe('parseCheckoutIntent', () => {
  it('reads the contact step with its nested address and the marketing box', () => {
    const parsed = parseCheckoutIntent(
      form({ intent: 'contact', email: ' ada@example.com ', 'shipping_address.city': 'Bath', accepts_marketing: 'on' }),
    );
    expect(parsed.ok && parsed.intent).toMatchObject({
      intent: 'contact',
      email: 'ada@example.com',
      accepts_marketing: true,
      shipping_address: { city: 'Bath', country: '', first_name: '' },
    });
  });

  it('reads a payment with the card in the engine’s shape and the total the shopper saw', () => {
    const parsed = parseCheckoutIntent(
      form({
        intent: 'pay',
        payment_method: 'test_card',
        'card.number': '4242 4242 4242 4242',
        'card.name': 'Ada Lovelace',
        'card.expiry': '12 / 34',
        'card.cvc': '123',
        idempotency_key: 'co_0123456789abcdef',
        expected_total: '2595',
      }),
    );
    expect(parsed.ok && parsed.intent).toMatchObject({
      intent: 'pay',
      card: { number: '4242424242424242', name: 'Ada Lovelace', cvc: '123', expiry_month: 12, expiry_year: 2034 },
      expected_total: 2595,
      accepts_marketing: false,
    });
    expect(parsed.ok && parsed.intent.intent === 'pay' && parsed.intent.email).toBeUndefined();
  });

  it('refuses a payment without a usable idempotency key', () => {
    expect(parseCheckoutIntent({ intent: 'pay', payment_method: 'test_card', idempotency_key: 'short' })).toMatchObject(
      {
        ok: false,
        error: { status: 422, field: 'idempotency_key' },
      },
    );
  });

  it('keeps only the zone fields for an address change', () => {
    const parsed = parseCheckoutIntent({
      intent: 'address',
      shipping_address: { country: 'US', province: 'CA', postcode: 94105, city: 'x' },
    });
    expect(parsed.ok && parsed.intent).toEqual({
      intent: 'address',
      shipping_address: { country: 'US', province: 'CA', postcode: '94105' },
    });
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['1 / 2030', { month: 1, year: 2030 }],
    ['0734', { month: 7, year: 2034 }],
    ['13/30', null],
    ['soon', null],
  ])('%s', (typed, expected) => {
    expect(parseCardExpiry(typed)).toEqual(expected);
  });
});
