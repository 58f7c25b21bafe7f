import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatPrice, minorToMajor } from './price';

describe('formatPrice', () => {
  it('formats dollars with grouping and two decimals', () => {
    const parts = formatPrice(123450, { currency: 'USD' });
    expect(parts.text).toBe('$1,234.50');
    expect(parts).toMatchObject({ symbol: '$', symbolPosition: 'before', integer: '1,234', decimalSeparator: '.', fraction: '50' });
  });

  it('puts the euro sign after the amount in a German locale', () => {
    const parts = formatPrice(123450, { currency: 'EUR', locale: 'de-DE' });
    expect(parts.symbolPosition).toBe('after');
    expect(parts.integer).toBe('1.234');
    expect(parts.fraction).toBe('50');
  });

  it('shows yen without decimals', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(minorToMajor(1500, 'JPY')).toBe(1500);
    const parts = formatPrice(1500, { currency: 'JPY' });
    expect(parts.fraction).toBe('');
    expect(parts.text).toBe('¥1,500');
  });

  it('marks negative amounts', () => {
    expect(formatPrice(-500, { currency: 'USD' }).isNegative).toBe(true);
  });
});
