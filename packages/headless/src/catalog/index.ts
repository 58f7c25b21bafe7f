export { LIST_SORTS, listPageHref, pageCount, pageSlots, readListQuery, readPage } from './paging';
export type { ListSort, PageSlot } from './paging';
export {
  activeFilters,
  EMPTY_SEARCH,
  engineQueryOf,
  formatPriceRange,
  formParams,
  hasFilters,
  isSameRange,
  OPTION_PARAM_PREFIX,
  parsePriceRange,
  readSearchState,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SORTS,
  SEARCH_TEXT_MAX,
  searchHref,
  searchParamsOf,
  toggleOption,
} from './searchState';
export type { ActiveFilter, PriceRange, SearchPageSort, SearchState } from './searchState';
