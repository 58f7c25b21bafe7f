import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import { CARD_MESSAGES, maskCardNumber, passesLuhn, validateCard, type RawCard } from './card.validate';

const now = new Date('2030-06-15T12:00:00.000Z');
const good = { number: '4242 4242 4242 4242', expiry_month: 6, expiry_year: 2030, cvc: '123', name: 'Ada Lovelace' };

function failure(card: RawCard | undefined): CommerceError {
  try {
    validateCard(card, now);
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceError);
    return error as CommerceError;
  }
  throw new Error('expected the card to be refused');
}

/** A Luhn-valid number of `length` digits. */
function luhnNumber(length: number): string {
  const body = '4'.padEnd(length - 1, '0');
  for (let check = 0; check <= 9; check += 1) if (passesLuhn(body + check)) return body + check;
  throw new Error('unreachable');
}

describe('validateCard', () => {
  it('accepts a good card and cleans it', () => {
    expect(validateCard(good, now)).toEqual({
      number: '4242424242424242',
      expiryMonth: 6,
      expiryYear: 2030,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    expect(
      validateCard({ ...good, number: '4242-4242-4242-4242', expiry_year: '30', expiry_month: '06' }, now).expiryYear,
    ).toBe(2030);
  });

  it('checks the Luhn digit and the length 12–19', () => {
    expect(failure({ ...good, number: '4242424242424241' }).field).toBe('card.number');
    expect(validateCard({ ...good, number: luhnNumber(12) }, now).number).toHaveLength(12);
    expect(validateCard({ ...good, number: luhnNumber(19) }, now).number).toHaveLength(19);
    expect(failure({ ...good, number: luhnNumber(11) }).code).toBe('CARD_NUMBER_INVALID');
    expect(failure({ ...good, number: luhnNumber(20) }).code).toBe('CARD_NUMBER_INVALID');
    expect(failure({ ...good, number: '4242x42424242424' }).message).toBe(CARD_MESSAGES.number);
  });

  it('accepts the current month, refuses last month and more than 20 years ahead', () => {
    expect(() => validateCard({ ...good, expiry_month: 6, expiry_year: 2030 }, now)).not.toThrow();
    expect(failure({ ...good, expiry_month: 5, expiry_year: 2030 })).toMatchObject({
      code: 'CARD_EXPIRY_INVALID',
      field: 'card.expiry',
      message: CARD_MESSAGES.expiry,
    });
    expect(failure({ ...good, expiry_month: 12, expiry_year: 2029 }).field).toBe('card.expiry');
    expect(() => validateCard({ ...good, expiry_month: 6, expiry_year: 2050 }, now)).not.toThrow();
    expect(failure({ ...good, expiry_month: 7, expiry_year: 2050 }).field).toBe('card.expiry');
    expect(failure({ ...good, expiry_month: 0 }).field).toBe('card.expiry');
    expect(failure({ ...good, expiry_month: 13 }).field).toBe('card.expiry');
    expect(() => validateCard({ ...good, expiry_month: 12 }, now)).not.toThrow();
  });

  it('wants a 3 or 4 digit security code', () => {
    expect(failure({ ...good, cvc: '12' })).toMatchObject({ field: 'card.cvc', message: CARD_MESSAGES.cvc });
    expect(() => validateCard({ ...good, cvc: '123' }, now)).not.toThrow();
    expect(() => validateCard({ ...good, cvc: '1234' }, now)).not.toThrow();
    expect(failure({ ...good, cvc: '12345' }).field).toBe('card.cvc');
    expect(failure({ ...good, cvc: '12a' }).field).toBe('card.cvc');
  });

  it('wants a name on card of 2–100 characters, not only digits', () => {
    expect(failure({ ...good, name: 'A' })).toMatchObject({ field: 'card.name', message: CARD_MESSAGES.name });
    expect(() => validateCard({ ...good, name: 'Al' }, now)).not.toThrow();
    expect(() => validateCard({ ...good, name: 'A'.repeat(100) }, now)).not.toThrow();
    expect(failure({ ...good, name: 'A'.repeat(101) }).field).toBe('card.name');
    expect(failure({ ...good, name: '12345' }).field).toBe('card.name');
  });

  it('lists every bad field, and never echoes what was typed', () => {
    const error = failure(undefined);
    expect(Object.keys(error.errors ?? {})).toEqual(['card.number', 'card.name', 'card.expiry', 'card.cvc']);
    const typed = failure({ ...good, number: '4242424242424241', cvc: '98' });
    expect(JSON.stringify(typed.toJSON())).not.toContain('4242424242424241');
    expect(JSON.stringify(typed.toJSON())).not.toContain('98');
  });
});

describe('maskCardNumber', () => {
  it('keeps the first and last four digits of numbers longer than 8', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('4242…4242');
    expect(maskCardNumber('123456789')).toBe('1234…6789');
    expect(maskCardNumber('12345678')).toBe('••••••••');
  });
});
