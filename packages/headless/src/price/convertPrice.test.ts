import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../currency/currency.types';
import { convertPrice, roundHalfAwayFromZero } from './price';

const rates: ExchangeRates = { base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, KRW: 1300 } };

describe('roundHalfAwayFromZero', () => {
  it('rounds halves up for positives and down for negatives', () => {
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(0.49)).toBe(0);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
    expect(roundHalfAwayFromZero(-0.49)).toBe(0); // never -0
  });

  it('is not fooled by binary noise (1.005 × 100 = 100.49999999999999)', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(-1.005 * 100)).toBe(-101);
  });
});

describe('convertPrice', () => {
  it('converts from the base (rate 1) through the target rate', () => {
    expect(convertPrice(1250, { from: 'USD', to: 'EUR', rates })).toEqual({
      amount: 1125,
      currency: 'EUR',
      isConverted: true,
    });
  });

  it('converts between two non-base currencies through the base', () => {
    // 10.00 EUR = 11.111… USD = 8.888… GBP → 8.89
    expect(convertPrice(1000, { from: 'EUR', to: 'GBP', rates })).toEqual({
      amount: 889,
      currency: 'GBP',
      isConverted: true,
    });
  });

  it('treats the base as rate 1 even when the map leaves it out', () => {
    const withoutBase: ExchangeRates = { base: 'USD', rates: { EUR: 0.9 } };
    expect(convertPrice(1000, { from: 'USD', to: 'EUR', rates: withoutBase }).amount).toBe(900);
    expect(convertPrice(900, { from: 'EUR', to: 'USD', rates: withoutBase }).amount).toBe(1000);
  });

  it('rounds to 2 decimals at the 0.005 bound', () => {
    const at = (rate: number) =>
      convertPrice(1000, { from: 'USD', to: 'EUR', rates: { base: 'USD', rates: { EUR: rate } } });
    expect(at(0.1005).amount).toBe(101); // 1.005 → 1.01
    expect(at(0.10049).amount).toBe(100); // 1.0049 → 1.00
    expect(at(0.10051).amount).toBe(101); // 1.0051 → 1.01
    expect(at(0.1015).amount).toBe(102); // 1.015 → 1.02
    // 1.15 × 0.9 = 1.035 exactly, but 103.49999999999999 in binary: still rounds up.
    expect(convertPrice(115, { from: 'USD', to: 'EUR', rates }).amount).toBe(104);
  });

  it('rounds negative amounts the same way, away from zero', () => {
    const eur = { base: 'USD', rates: { EUR: 0.1005 } };
    expect(convertPrice(-1000, { from: 'USD', to: 'EUR', rates: eur }).amount).toBe(-101);
    expect(convertPrice(-1250, { from: 'USD', to: 'EUR', rates })).toEqual({
      amount: -1125,
      currency: 'EUR',
      isConverted: true,
    });
  });

  it('rounds JPY and KRW to whole units, at the half-unit bound', () => {
    expect(convertPrice(1234, { from: 'USD', to: 'JPY', rates }).amount).toBe(1851); // 12.34 × 150
    const yen = (rate: number) =>
      convertPrice(100, { from: 'USD', to: 'JPY', rates: { base: 'USD', rates: { JPY: rate } } });
    expect(yen(150.5).amount).toBe(151);
    expect(yen(150.49).amount).toBe(150);
    expect(convertPrice(1999, { from: 'USD', to: 'KRW', rates }).amount).toBe(25987); // 19.99 × 1300
  });

  it('converts from JPY, whose minor unit is the whole yen', () => {
    expect(convertPrice(1500, { from: 'JPY', to: 'USD', rates })).toEqual({
      amount: 1000,
      currency: 'USD',
      isConverted: true,
    });
  });

  it('leaves the amount in its own currency when it cannot convert', () => {
    expect(convertPrice(1250, { from: 'USD', to: 'BRL', rates })).toEqual({
      amount: 1250,
      currency: 'USD',
      isConverted: false,
    });
    expect(convertPrice(1250, { from: 'BRL', to: 'EUR', rates })).toEqual({
      amount: 1250,
      currency: 'BRL',
      isConverted: false,
    });
    expect(convertPrice(1250, { from: 'USD', to: 'EUR', rates: null })).toEqual({
      amount: 1250,
      currency: 'USD',
      isConverted: false,
    });
    expect(convertPrice(1250, { from: 'USD', to: 'usd', rates })).toEqual({
      amount: 1250,
      currency: 'USD',
      isConverted: false,
    });
  });

  it('ignores rates that are zero, negative or not numbers', () => {
    const broken = { base: 'USD', rates: { EUR: 0, GBP: -1, JPY: Number.NaN } };
    for (const to of ['EUR', 'GBP', 'JPY']) {
      expect(convertPrice(1000, { from: 'USD', to, rates: broken }).isConverted, to).toBe(false);
    }
  });

  it('accepts lower-case codes', () => {
    expect(convertPrice(1250, { from: 'usd', to: 'eur', rates })).toEqual({
      amount: 1125,
      currency: 'EUR',
      isConverted: true,
    });
  });
});
