/** English texts of the product page and home page additions: the source of this area's keys. */
export default {} as const;
