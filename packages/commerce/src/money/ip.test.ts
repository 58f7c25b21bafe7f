import { describe, expect, it } from 'vitest';
import { currencyOfCountry } from './country-currency';
import { visitorLocation } from './ip';

describe('visitorLocation (GET /ip) from what the storefront read', () => {
  it('takes the first known edge country, with its region', () => {
    expect(visitorLocation({ countries: [null, 'ca'], regions: [undefined, 'CA-ON'] })).toEqual({
      iso_code: 'CA',
      state: 'ON',
      currency: 'CAD',
    });
    expect(visitorLocation({ countries: ['XX', 'T1', 'JP'] }).iso_code).toBe('JP');
    expect(visitorLocation({ countries: ['US'], regions: ['<script>', 'NY'] }).state).toBe('NY');
  });

  it('falls back to the first language with a known region, never taking a state from it', () => {
    expect(visitorLocation({ languages: ['en', 'en-ZZ', 'zh-Hant-TW'], regions: ['ON'] })).toEqual({
      iso_code: 'TW',
      state: null,
      currency: 'TWD',
    });
  });

  it('defaults to the US in dollars', () => {
    expect(visitorLocation({})).toEqual({ iso_code: 'US', state: null, currency: 'USD' });
  });

  it('knows the currency of every selector market', () => {
    const pairs = {
      AU: 'AUD',
      CA: 'CAD',
      CN: 'CNY',
      FR: 'EUR',
      GB: 'GBP',
      JP: 'JPY',
      NZ: 'NZD',
      US: 'USD',
      MX: 'MXN',
      IN: 'INR',
      AR: 'ARS',
      UY: 'UYU',
      BR: 'BRL',
      RU: 'RUB',
      KR: 'KRW',
    };
    for (const [country, currency] of Object.entries(pairs)) expect(currencyOfCountry(country), country).toBe(currency);
    expect(currencyOfCountry('zz')).toBeUndefined();
  });
});
