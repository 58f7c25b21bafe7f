// Public API of the store API client (the lead re-exports it from src/index.ts).
export * from './client';
export type * from './client.types';
export {
  BAD_RESPONSE_MESSAGE,
  CLIENT_ERROR_CODES,
  GATEWAY_TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  StoreApiError,
  toStoreApiError,
  type ClientErrorCode,
} from './StoreApiError';
export * from './errorReporting';
export * from './useCartRequestInProgress';
