/** English texts of the cart page additions and the checkout pages: the source of this area's keys. */
export default {} as const;
