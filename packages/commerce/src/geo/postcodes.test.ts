import { describe, expect, it } from 'vitest';
import { formatPhone, hasOnlyPhoneCharacters } from './phone';
import {
  isPostcodeFormatValid,
  isPostcodeRequired,
  normalizePostcode,
  POSTCODE_PATTERNS,
  POSTCODE_REQUIRED_COUNTRIES,
} from './postcodes';
import { findCountry } from './countries';

describe('postcode required', () => {
  it('lists about 55 known countries, including every one the spec names', () => {
    expect(POSTCODE_REQUIRED_COUNTRIES.size).toBe(55);
    for (const code of POSTCODE_REQUIRED_COUNTRIES) expect(findCountry(code), code).toBeDefined();
    for (const code of [
      'AU',
      'AT',
      'BE',
      'BR',
      'CA',
      'CN',
      'DE',
      'FR',
      'GB',
      'US',
      'JP',
      'IN',
      'NL',
      'ES',
      'CH',
      'SE',
    ]) {
      expect(isPostcodeRequired(code), code).toBe(true);
    }
  });

  it('does not require one where the post does not use them', () => {
    for (const code of ['HK', 'AE', 'IE', 'QA', 'JM']) expect(isPostcodeRequired(code), code).toBe(false);
  });

  it('reads the country in any case', () => {
    expect(isPostcodeRequired('us')).toBe(true);
  });
});

describe('postcode format', () => {
  it.each([
    ['US', '94105', true],
    ['US', '94105-1234', true],
    ['US', '9410', false],
    ['US', '941051', false],
    ['US', '94105-123', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'k1a0b1', true],
    ['CA', 'K1A 0B', false],
    ['CA', 'D1A 0B1', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'm11ae', true],
    ['GB', 'EC1A 1BB', true],
    ['GB', '12345', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['DE', '101155', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['NL', '1012 JS', true],
    ['NL', '1012js', true],
    ['NL', '0123 AB', false],
    ['NL', '1012 J', false],
    ['JP', '100-0001', true],
    ['JP', '1000001', true],
    ['JP', '100-001', false],
    ['BR', '01001-000', true],
    ['BR', '01001000', true],
    ['BR', '01001-00', false],
    ['AU', '2000', true],
    ['AU', '200', false],
    ['AU', '20000', false],
    ['SE', '114 55', true],
    ['SE', '11455', true],
    ['SE', '1145', false],
    ['IN', '110001', true],
    ['IN', '010001', false],
    ['PL', '00-950', true],
    ['PT', '1000-001', true],
  ])('%s %s is %s', (country, postcode, valid) => {
    expect(isPostcodeFormatValid(country, postcode)).toBe(valid);
  });

  it('accepts any reasonable code where no format is known, up to 16 characters', () => {
    expect(POSTCODE_PATTERNS.IE).toBeUndefined();
    expect(isPostcodeFormatValid('IE', 'D02 AF30')).toBe(true);
    expect(isPostcodeFormatValid('IE', 'A'.repeat(16))).toBe(true);
    expect(isPostcodeFormatValid('IE', 'A'.repeat(17))).toBe(false);
    expect(isPostcodeFormatValid('IE', '#12')).toBe(false);
    expect(isPostcodeFormatValid('IE', ' ')).toBe(false);
  });

  it('writes postcodes the way the local post does', () => {
    expect(normalizePostcode('CA', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizePostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizePostcode('NL', '1012js')).toBe('1012 JS');
    expect(normalizePostcode('JP', '1000001')).toBe('100-0001');
    expect(normalizePostcode('BR', '01001000')).toBe('01001-000');
    expect(normalizePostcode('US', ' 94105 ')).toBe('94105');
    expect(normalizePostcode('IE', 'd02   af30')).toBe('D02 AF30');
  });
});

describe('phone', () => {
  it('allows digits, spaces and + - ( ) . / only', () => {
    expect(hasOnlyPhoneCharacters('+1 (415) 555-0100')).toBe(true);
    expect(hasOnlyPhoneCharacters('030.1234/5678')).toBe(true);
    for (const bad of ['555-0100 ext 2', '555_0100', '555#0100', '555*0100', '５５５']) {
      expect(hasOnlyPhoneCharacters(bad), bad).toBe(false);
    }
  });

  it('prefixes the dial code of the country and drops the trunk zero', () => {
    expect(formatPhone('US', '(415) 555-0100')).toBe('+1 4155550100');
    expect(formatPhone('GB', '020 7946 0018')).toBe('+44 2079460018');
    expect(formatPhone('de', '030 1234567')).toBe('+49 301234567');
    expect(formatPhone('IT', '06 1234 5678')).toBe('+39 0612345678');
  });

  it('keeps numbers already written internationally', () => {
    expect(formatPhone('US', '+44 20 7946 0018')).toBe('+442079460018');
    expect(formatPhone('FR', '0033 1 23 45 67 89')).toBe('+33123456789');
  });

  it('leaves unknown countries and digit-less input trimmed but unchanged', () => {
    expect(formatPhone('ZZ', ' 12345 ')).toBe('12345');
    expect(formatPhone('US', ' -- ')).toBe('--');
  });
});
