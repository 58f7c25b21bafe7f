import { describe, expect, it } from 'vitest';
import { maskCardNumber, scrubPaymentDetails } from './cardMasking';

describe('maskCardNumber', () => {
  it('keeps first 4 and last 4 of a 16-digit number', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111********1111');
  });

  it('masks from 9 digits on, leaves 8 or fewer as they are', () => {
    expect(maskCardNumber('123456789')).toBe('1234*6789');
    expect(maskCardNumber('12345678')).toBe('12345678');
    expect(maskCardNumber('1234567')).toBe('1234567');
  });

  it('drops spaces and dashes before counting', () => {
    expect(maskCardNumber('4111 1111-1111 1111')).toBe('4111********1111');
    expect(maskCardNumber('1234 5678')).toBe('12345678');
  });

  it('accepts numbers', () => {
    expect(maskCardNumber(378282246310005)).toBe('3782*******0005');
  });
});

describe('scrubPaymentDetails', () => {
  it('masks card numbers and removes security codes at any depth', () => {
    const input = {
      email: 'a@b.example',
      payment: { card: { number: '4111111111111111', cvc: '123', expiry: '12/30' } },
      cards: [{ cardNumber: '5555 5555 5555 4444', CVV: '999', security_code: '1' }],
      card_number: 4000056655665556,
      cvv2: '1',
    };
    expect(scrubPaymentDetails(input)).toEqual({
      email: 'a@b.example',
      payment: { card: { number: '4111********1111', expiry: '12/30' } },
      cards: [{ cardNumber: '5555********4444' }],
      card_number: '4000********5556',
    });
  });

  it('never contains a CVC in the serialized result', () => {
    const text = JSON.stringify(scrubPaymentDetails({ a: { b: { c: { cvc: '737' } } }, cvc2: '737', cardCvc: '737' }));
    expect(text).not.toContain('737');
  });

  it('leaves short or non-card values in number fields alone', () => {
    expect(scrubPaymentDetails({ address: { number: '12B' }, house: { number: 12 } })).toEqual({
      address: { number: '12B' },
      house: { number: 12 },
    });
  });

  it('does not change the input', () => {
    const input = { card: { number: '4111111111111111', cvc: '123' } };
    scrubPaymentDetails(input);
    expect(input.card).toEqual({ number: '4111111111111111', cvc: '123' });
  });

  it('passes primitives and null through', () => {
    expect(scrubPaymentDetails(null)).toBeNull();
    expect(scrubPaymentDetails(5)).toBe(5);
    expect(scrubPaymentDetails('x')).toBe('x');
  });
});
