import { describe, expect, it } from 'vitest';
import { SEARCH_SORTS, searchQuerySchema } from '../contract/search';
import {
  activeFilters,
  EMPTY_SEARCH,
  engineQueryOf,
  formParams,
  hasFilters,
  parsePriceRange,
  readSearchState,
  SEARCH_PAGE_SORTS,
  searchHref,
  toggleOption,
} from './searchState';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search page state', () => {
  it('offers exactly the search API’s sorts', () => {
    expect([...SEARCH_PAGE_SORTS]).toEqual([...SEARCH_SORTS]);
  });

  it('reads text, sort, page and every filter from the address', () => {
    const state = read(
      'q=+linen+&sort=price-asc&page=3&collection=knitwear&price=2500-4999&available=0&option.Size=M&option.Size=L&option.Colour=Oat',
    );
    expect(state).toEqual({
      q: 'linen',
      sort: 'price-asc',
      page: 3,
      collection: 'knitwear',
      price: { min: 2500, max: 4999 },
      available: false,
      options: { Size: ['M', 'L'], Colour: ['Oat'] },
    });
  });

  it('falls back to defaults for anything it cannot read, instead of failing', () => {
    expect(read('sort=cheapest&page=-2&price=abc&available=maybe&collection=&option.Size=&option.=x')).toEqual(
      EMPTY_SEARCH,
    );
    expect(read('page=1.5').page).toBe(1);
    expect(read('price=5000-100').price).toBeNull();
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(200);
    expect(parsePriceRange('20000-')).toEqual({ min: 20000, max: null });
  });

  it('drops repeated option values and keeps at most ten option names', () => {
    const many = Array.from({ length: 12 }, (_, i) => `option.N${i}=v`).join('&');
    expect(Object.keys(read(many).options)).toHaveLength(10);
    expect(read('option.Size=M&option.Size=M').options).toEqual({ Size: ['M'] });
  });

  it('writes short addresses that read back to the same state, and goes to page 1 on any change', () => {
    const state = read('q=wool&page=4&option.Size=M&price=20000-');
    expect(searchHref(state, { page: 4 })).toBe('/search?q=wool&price=20000-&option.Size=M&page=4');
    expect(read(searchHref(state, { page: 4 }).split('?')[1]!)).toEqual(state);
    expect(searchHref(state, { sort: 'newest' })).toBe('/search?q=wool&price=20000-&option.Size=M&sort=newest');
    expect(searchHref(EMPTY_SEARCH)).toBe('/search');
  });

  it('switches option values on and off', () => {
    const on = toggleOption({ ...EMPTY_SEARCH, page: 5 }, 'Size', 'M');
    expect(on.options).toEqual({ Size: ['M'] });
    expect(on.page).toBe(1);
    expect(toggleOption(on, 'Size', 'L').options).toEqual({ Size: ['M', 'L'] });
    expect(toggleOption(on, 'Size', 'M').options).toEqual({});
  });

  it('lists the active filters, each with the address that removes only it', () => {
    const state = read('q=cup&collection=home&available=1&option.Size=M&option.Size=L');
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(read('q=cup&sort=newest'))).toBe(false);
    const chips = activeFilters(state);
    expect(chips.map((chip) => chip.kind)).toEqual(['collection', 'available', 'option', 'option']);
    const withoutM = chips.find((chip) => chip.kind === 'option' && chip.value === 'M')!;
    expect(read(withoutM.href.split('?')[1]!)).toEqual({ ...state, options: { Size: ['L'] } });
    expect(read(chips[0]!.href.split('?')[1]!).collection).toBeNull();
  });

  it('asks the engine with a query its own schema accepts', () => {
    const state = read(
      'q=linen&collection=home&price=2500-4999&available=1&option.Size=M&option.Size=L&page=2&sort=newest',
    );
    const query = engineQueryOf(state);
    expect(query.get('price_min')).toBe('2500');
    expect(query.get('price_max')).toBe('4999');
    expect(query.get('available')).toBe('1');
    expect(query.getAll('option.Size')).toEqual(['M', 'L']);
    const input: Record<string, unknown> = { options: { Size: query.getAll('option.Size') } };
    for (const key of new Set(query.keys())) if (!key.startsWith('option.')) input[key] = query.get(key);
    const parsed = searchQuerySchema.parse(input);
    expect(parsed).toMatchObject({
      q: 'linen',
      page: 2,
      page_size: 24,
      sort: 'newest',
      collection: 'home',
      available: true,
    });
    expect(engineQueryOf(read('price=20000-')).has('price_max')).toBe(false);
  });

  it('turns a posted filter form into the same state as its address', () => {
    const form = new FormData();
    form.append('q', 'linen');
    form.append('collection', '');
    form.append('price', '5000-9999');
    form.append('available', '');
    form.append('option.Size', 'S');
    expect(readSearchState(formParams(form))).toEqual({ ...read('q=linen&price=5000-9999&option.Size=S') });
  });
});
