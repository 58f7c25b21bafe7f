/** English texts of the account, wish list and order tracking pages: the source of this area's keys. */
export default {} as const;
