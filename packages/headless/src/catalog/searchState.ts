/**
 * The search page's state as it lives in the address bar. Every filter is a
 * plain query parameter, so facets are ordinary links and GET forms that work
 * without JavaScript, and a result page can be shared or bookmarked.
 *
 * `/search?q=linen&sort=price-asc&page=2&collection=knitwear&price=2500-4999&available=1&option.Size=M&option.Size=L`
 */

/** Sort orders of the search page; the same names as the search API's `sort` (checked in the test). */
export const SEARCH_PAGE_SORTS = ['relevance', 'featured', 'price-asc', 'price-desc', 'newest', 'title-asc'] as const;
export type SearchPageSort = (typeof SEARCH_PAGE_SORTS)[number];

/** Results on one search page. */
export const SEARCH_PAGE_SIZE = 24;
/** Longest search text the page passes on (the API's own limit). */
export const SEARCH_TEXT_MAX = 200;
/** Query parameters of option filters start with this (`option.Size=M`), as in the search API. */
export const OPTION_PARAM_PREFIX = 'option.';
/** Most option filters the API accepts in one query. */
const MAX_OPTION_NAMES = 10;
/** Most values of one option the API accepts. */
const MAX_OPTION_VALUES = 20;

/** A price range in minor units; `max` null for "and above". */
export interface PriceRange {
  min: number;
  max: number | null;
}

/** Everything the search page's address says. */
export interface SearchState {
  q: string;
  sort: SearchPageSort;
  page: number;
  collection: string | null;
  price: PriceRange | null;
  /** `true` in stock only, `false` sold out only, `null` either. */
  available: boolean | null;
  /** Option name → chosen values (values of one name are alternatives). */
  options: Record<string, string[]>;
}

/** A search page with nothing chosen. */
export const EMPTY_SEARCH: SearchState = {
  q: '',
  sort: 'relevance',
  page: 1,
  collection: null,
  price: null,
  available: null,
  options: {},
};

const isSort = (value: string | null): value is SearchPageSort =>
  value !== null && (SEARCH_PAGE_SORTS as readonly string[]).includes(value);

/**
 * `2500-4999` → `{ min: 2500, max: 4999 }`, `20000-` → `{ min: 20000, max: null }`;
 * null for anything else (a hand-edited address must not break the page).
 */
export function parsePriceRange(value: string | null): PriceRange | null {
  const match = /^(\d{1,9})-(\d{1,9})?$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max < min) return null;
  return { min, max };
}

/** The `price` parameter of a range. */
export function formatPriceRange(range: PriceRange): string {
  return `${range.min}-${range.max ?? ''}`;
}

/**
 * Reads the search page's state from its query. Unknown sorts, bad pages and
 * malformed ranges fall back to their defaults instead of failing.
 *
 * @example
 * readSearchState(new URLSearchParams('q=linen&option.Size=M&page=2')).options // { Size: ['M'] }
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const available = params.get('available');
  const options: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(OPTION_PARAM_PREFIX) || value === '') continue;
    const name = key.slice(OPTION_PARAM_PREFIX.length);
    if (name === '' || name.length > 50 || value.length > 100) continue;
    if (!(name in options) && Object.keys(options).length >= MAX_OPTION_NAMES) continue;
    const values = (options[name] ??= []);
    if (!values.includes(value) && values.length < MAX_OPTION_VALUES) values.push(value);
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    collection: params.get('collection')?.trim() || null,
    price: parsePriceRange(params.get('price')),
    available: available === '1' ? true : available === '0' ? false : null,
    options,
  };
}

/** The page's own query for a state; defaults are left out, so addresses stay short. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.collection) params.set('collection', state.collection);
  if (state.price) params.set('price', formatPriceRange(state.price));
  if (state.available !== null) params.set('available', state.available ? '1' : '0');
  for (const [name, values] of Object.entries(state.options)) {
    for (const value of values) params.append(`${OPTION_PARAM_PREFIX}${name}`, value);
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The address of the search page after a change. Any change of filter or
 * sort goes back to page 1, because the old page may no longer exist.
 *
 * @example
 * searchHref(state, { sort: 'newest' }) // "/search?q=linen&sort=newest"
 */
export function searchHref(state: SearchState, change: Partial<SearchState> = {}): string {
  const next = { ...state, page: 1, ...change };
  const query = searchParamsOf(next).toString();
  return query ? `/search?${query}` : '/search';
}

/** The state with one option value switched on or off. */
export function toggleOption(state: SearchState, name: string, value: string): SearchState {
  const current = state.options[name] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const options = { ...state.options };
  if (values.length > 0) options[name] = values;
  else delete options[name];
  return { ...state, options, page: 1 };
}

/** Whether any filter (not the text or the sort) is on. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.collection !== null ||
    state.price !== null ||
    state.available !== null ||
    Object.keys(state.options).length > 0
  );
}

/** One chip of the active-filter bar: what it is and the address without it. */
export type ActiveFilter =
  | { kind: 'collection'; value: string; href: string }
  | { kind: 'price'; value: PriceRange; href: string }
  | { kind: 'available'; value: boolean; href: string }
  | { kind: 'option'; name: string; value: string; href: string };

/** The active filters, each with the address that removes it. */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (state.collection)
    chips.push({ kind: 'collection', value: state.collection, href: searchHref(state, { collection: null }) });
  if (state.price) chips.push({ kind: 'price', value: state.price, href: searchHref(state, { price: null }) });
  if (state.available !== null) {
    chips.push({ kind: 'available', value: state.available, href: searchHref(state, { available: null }) });
  }
  for (const [name, values] of Object.entries(state.options)) {
    for (const value of values)
      chips.push({ kind: 'option', name, value, href: searchHref(toggleOption(state, name, value)) });
  }
  return chips;
}

/**
 * The search API's query for a state (`GET /products/search`): the price range
 * becomes `price_min`/`price_max`, availability `available=1|0`.
 */
export function engineQueryOf(state: SearchState, pageSize = SEARCH_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({
    q: state.q,
    sort: state.sort,
    page: String(state.page),
    page_size: String(pageSize),
  });
  if (state.collection) params.set('collection', state.collection);
  if (state.price) {
    params.set('price_min', String(state.price.min));
    if (state.price.max !== null) params.set('price_max', String(state.price.max));
  }
  if (state.available !== null) params.set('available', state.available ? '1' : '0');
  for (const [name, values] of Object.entries(state.options)) {
    for (const value of values) params.append(`${OPTION_PARAM_PREFIX}${name}`, value);
  }
  return params;
}

/** Whether a price bucket of the facet is the chosen range. */
export function isSameRange(a: PriceRange | null, b: PriceRange): boolean {
  return a !== null && a.min === b.min && a.max === b.max;
}

/** A form's text fields as a query (files are never part of a search). */
export function formParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
  return params;
}
