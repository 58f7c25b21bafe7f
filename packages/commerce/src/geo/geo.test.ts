import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import { allCountries, findCountry, findState } from './countries';
import { countrySchema, placeSuggestionSchema } from '@vitrine/headless/contract';
import { createGeo, DEFAULT_HOT_COUNTRIES } from './geo';

const thrown = (run: () => unknown): CommerceError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('expected a CommerceError');
};

describe('countries', () => {
  it('lists every ISO country once, sorted by name, each fitting the API schema', () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const country of countries) expect(() => countrySchema.parse(country)).not.toThrow();
  });

  it.each([
    ['US', 54, 'CA', 'California'],
    ['CA', 13, 'QC', 'Quebec'],
    ['AU', 8, 'NSW', 'New South Wales'],
    ['BR', 27, 'SP', 'São Paulo'],
    ['MX', 32, 'JAL', 'Jalisco'],
    ['IN', 36, 'MH', 'Maharashtra'],
    ['CN', 31, 'GD', 'Guangdong'],
    ['JP', 47, '13', 'Tokyo'],
    ['IT', 107, 'MI', 'Milano'],
    ['ES', 52, 'M', 'Madrid'],
    ['DE', 16, 'BY', 'Bavaria'],
  ])('%s has %i states including %s (%s)', (code, count, stateCode, stateName) => {
    const country = findCountry(code);
    expect(country?.states).toHaveLength(count);
    expect(new Set(country?.states.map((s) => s.code)).size).toBe(count);
    expect(findState(code, stateCode)?.name).toBe(stateName);
  });

  it('finds a state by code in any case, ISO form or name, and nothing outside the list', () => {
    expect(findState('US', 'ca')?.code).toBe('CA');
    expect(findState('US', 'US-NY')?.code).toBe('NY');
    expect(findState('US', 'new york')?.code).toBe('NY');
    expect(findState('US', 'ZZ')).toBeUndefined();
    expect(findState('FR', 'IDF')).toBeUndefined();
  });

  it('carries dial codes and the postcode/province flags', () => {
    expect(findCountry('gb')).toMatchObject({ code: 'GB', iso2: 'GB', dial_code: '44', postcode_required: true });
    expect(findCountry('HK')).toMatchObject({ dial_code: '852', postcode_required: false, province_required: false });
    expect(findCountry('DE')).toMatchObject({ province_required: false });
    expect(findCountry('US')).toMatchObject({ province_required: true });
    expect(findCountry('XX')).toBeUndefined();
  });

  it('hands out copies, so a caller cannot change the bundled data', () => {
    const us = findCountry('US');
    us?.states.pop();
    expect(findCountry('US')?.states).toHaveLength(54);
  });
});

describe('geo service', () => {
  it('serves the configured hot countries in order, without duplicates', () => {
    expect(
      createGeo()
        .hotCountries()
        .map((c) => c.code),
    ).toEqual([...DEFAULT_HOT_COUNTRIES]);
    expect(
      createGeo({ hotCountries: ['gb', 'IE', 'GB'] })
        .hotCountries()
        .map((c) => c.code),
    ).toEqual(['GB', 'IE']);
  });

  it('refuses an unknown hot country when it is created', () => {
    expect(() => createGeo({ hotCountries: ['ZZ'] })).toThrow(/ZZ/);
  });

  it('gets a country by code and answers 404 for an unknown one', () => {
    const geo = createGeo();
    expect(geo.getCountry(' jp ').name).toBe('Japan');
    expect(thrown(() => geo.getCountry('ZZ'))).toMatchObject({ status: 404, code: 'COUNTRY_NOT_FOUND' });
    expect(geo.listCountries()).toHaveLength(allCountries().length);
  });
});

describe('address lookup', () => {
  const geo = createGeo();

  it('accepts 4 and 200 characters and refuses 3 and 201 with a 422', () => {
    expect(geo.autocompletePlaces({ query: 'Lond' }).map((p) => p.city)).toEqual(['London']);
    expect(geo.autocompletePlaces({ query: 'x'.repeat(200) })).toEqual([]);
    expect(thrown(() => geo.autocompletePlaces({ query: 'Lon' }))).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'query',
    });
    expect(thrown(() => geo.autocompletePlaces({ query: 'x'.repeat(201) }))).toMatchObject({
      status: 422,
      field: 'query',
    });
    expect(thrown(() => geo.lookupPostalCode({ query: '200' }))).toMatchObject({ status: 422, field: 'query' });
    expect(thrown(() => geo.lookupPostalCode({ query: '1'.repeat(201) }))).toMatchObject({
      status: 422,
      field: 'query',
    });
    expect(thrown(() => geo.autocompletePlaces({}))).toMatchObject({ status: 422, field: 'query' });
  });

  it('measures the query without surrounding spaces', () => {
    expect(thrown(() => geo.autocompletePlaces({ query: '  Lon  ' }))).toMatchObject({ field: 'query' });
  });

  it('suggests prefix matches first, ignores case and accents, and filters by country', () => {
    const results = geo.autocompletePlaces({ query: 'munchen' });
    expect(results.map((p) => p.city)).toEqual(['München']);
    expect(results[0]).toMatchObject({
      province: 'BY',
      province_name: 'Bavaria',
      postcode: '80331',
      country_name: 'Germany',
    });
    expect(() => placeSuggestionSchema.parse(results[0])).not.toThrow();
    expect(geo.autocompletePlaces({ query: 'san f', country: 'us' }).map((p) => p.city)).toEqual(['San Francisco']);
    expect(geo.autocompletePlaces({ query: 'Toronto', country: 'US' })).toEqual([]);
    expect(thrown(() => geo.autocompletePlaces({ query: 'Toronto', country: 'USA' }))).toMatchObject({
      field: 'country',
    });
  });

  it('finds postcodes in their normal form', () => {
    expect(geo.lookupPostalCode({ query: 'k1p1j1', country: 'CA' }).map((p) => p.city)).toEqual(['Ottawa']);
    expect(geo.lookupPostalCode({ query: '2000' }).map((p) => p.city)).toEqual(['Sydney']);
    expect(geo.lookupPostalCode({ query: '1000001', country: 'JP' }).map((p) => p.city)).toEqual(['Tokyo']);
    expect(geo.lookupPostalCode({ query: '99999', country: 'US' })).toEqual([]);
  });
});
