/** The highest history page a query may ask for; beyond it the engine answers an empty page anyway. */
const MAX_PAGE = 10_000;

/**
 * The `?page=` of the order history: a whole number from 1, anything else is page 1.
 *
 * @example pageFromQuery('3') // 3
 * @example pageFromQuery('-1') // 1
 */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
