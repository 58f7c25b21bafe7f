/** Catalog responses may be shared by caches for a minute and served stale while refreshing. */
export const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Pages that can be shared between shoppers (no cart or account data in the HTML body beyond the header count). */
export const PAGE_CACHE = 'private, max-age=0, must-revalidate';
