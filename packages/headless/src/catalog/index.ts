export { LIST_SORTS, listPageHref, pageCount, pageSlots, readListQuery, readPage } from './paging';
export type { ListSort, PageSlot } from './paging';
