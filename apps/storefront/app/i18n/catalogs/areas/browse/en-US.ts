/** English texts of the search, collections, all products, blogs and policies pages: the source of this area's keys. */
export default {
  'search.label': 'Search',
} as const;
