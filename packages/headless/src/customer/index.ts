export * from './customer';
export type * from './customer.types';
export { createCustomerStore, type CustomerStore } from './customerStore';
export { useCustomer, type UseCustomerOptions, type UseCustomerResult } from './useCustomer';
export { useAddressCountry, type AddressCountryState } from './useAddressCountry';
