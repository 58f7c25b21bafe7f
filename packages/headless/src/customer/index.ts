export * from './customer';
export type * from './customer.types';
export { createCustomerStore, type CustomerStore } from './customerStore';
export { useCustomer, type UseCustomerOptions, type UseCustomerResult } from './useCustomer';
export { useAddressCountry, type AddressCountryState } from './useAddressCountry';
export { PLACE_LOOKUP_DELAY_MS, usePlaceSuggestions, type PlaceSuggestionsState } from './usePlaceSuggestions';
export {
  localReturnTo,
  parseSignInProviders,
  passwordSignInHref,
  providerHref,
  SIGN_IN_CHOOSER_PATH,
  SIGN_IN_PROVIDERS_PATH,
  signInChooserHref,
  type SignInProvider,
} from './signInProviders';
export { useSignInProviders, type UseSignInProvidersOptions } from './useSignInProviders';
