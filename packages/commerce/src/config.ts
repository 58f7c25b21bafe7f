/** Currency the shop prices and charges in (ISO 4217); money is in its minor units. */
export const STORE_CURRENCY = 'USD';
