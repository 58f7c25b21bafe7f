/**
 * The store currency (ISO 4217) of a store that has not chosen one: money is
 * in its minor units. A store's own is its `store` setting, read when the
 * engine starts (`Commerce.store.currency`).
 */
export const DEFAULT_STORE_CURRENCY = 'USD';
