import { describe, expect, it } from 'vitest';
import { visitorLocation as locate } from '@vitrine/commerce';
import { visitorSignals, type HeaderSource } from './visitor.server';

/** The engine's answer for a request with these headers. */
const visitorLocation = (headers: HeaderSource) => locate(visitorSignals(headers));

describe('visitorLocation (GET /ip)', () => {
  it('reads the CDN country and region headers', () => {
    expect(visitorLocation(new Headers({ 'CF-IPCountry': 'ca', 'CF-Region-Code': 'ON' }))).toEqual({
      iso_code: 'CA',
      state: 'ON',
      currency: 'CAD',
    });
    expect(visitorLocation({ 'X-Vercel-IP-Country': 'US', 'X-Vercel-IP-Country-Region': 'CA' })).toEqual({
      iso_code: 'US',
      state: 'CA',
      currency: 'USD',
    });
    expect(visitorLocation({ 'x-country-code': 'DE', 'x-region-code': 'DE-BY' })).toEqual({
      iso_code: 'DE',
      state: 'BY',
      currency: 'EUR',
    });
  });

  it('skips placeholder countries (XX, T1) and falls to the next source', () => {
    expect(visitorLocation({ 'CF-IPCountry': 'XX', 'X-Country-Code': 'JP' }).iso_code).toBe('JP');
    expect(visitorLocation({ 'CF-IPCountry': 'T1', 'Accept-Language': 'pt-BR,pt;q=0.9' })).toEqual({
      iso_code: 'BR',
      state: null,
      currency: 'BRL',
    });
  });

  it('uses the preferred Accept-Language region, by quality', () => {
    expect(visitorLocation({ 'Accept-Language': 'en;q=0.9, en-GB;q=0.8, es-MX' })).toMatchObject({
      iso_code: 'MX',
      currency: 'MXN',
    });
    expect(visitorLocation({ 'Accept-Language': 'zh-Hant-TW' })).toMatchObject({ iso_code: 'TW', currency: 'TWD' });
    expect(visitorLocation({ 'Accept-Language': 'en-ZZ, fr' })).toMatchObject({ iso_code: 'US' });
  });

  it('leaves out languages marked not acceptable (q=0)', () => {
    expect(visitorLocation({ 'Accept-Language': 'fr-CA;q=0, de' })).toMatchObject({ iso_code: 'US' });
    expect(visitorLocation({ 'Accept-Language': 'fr-CA;q=0, de-AT;q=0.1' })).toMatchObject({ iso_code: 'AT' });
  });

  it('reads a malformed Accept-Language as far as it can, never throwing', () => {
    for (const header of [
      ';;;',
      ',,,',
      '"',
      ';q=1',
      'en-GB;q=abc',
      'en-G\u0000B',
      '%',
      'é',
      '*',
      'x'.repeat(100_000),
    ]) {
      expect(visitorLocation({ 'Accept-Language': header }).iso_code).toBe('US');
    }
    expect(visitorLocation({ 'Accept-Language': `${'tlh;q=0.9, '.repeat(5_000)}it-IT;q=0.1` }).iso_code).toBe('IT');
  });

  it('never takes a state without a country header, and ignores odd region values', () => {
    expect(visitorLocation({ 'CF-Region-Code': 'ON', 'Accept-Language': 'en-CA' })).toEqual({
      iso_code: 'CA',
      state: null,
      currency: 'CAD',
    });
    expect(visitorLocation({ 'CF-IPCountry': 'US', 'CF-Region-Code': '<script>' }).state).toBeNull();
  });

  it('defaults to the US in dollars', () => {
    expect(visitorLocation(new Headers())).toEqual({ iso_code: 'US', state: null, currency: 'USD' });
  });
});
