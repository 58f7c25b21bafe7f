export * from './price';
export * from './currency';
export type * from './contract';

export * from './client/client';
export type * from './client/client.types';
export {
  BAD_RESPONSE_MESSAGE,
  CLIENT_ERROR_CODES,
  GATEWAY_TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  StoreApiError,
  toStoreApiError,
  type ClientErrorCode,
} from './client/StoreApiError';
export * from './client/useCartRequestInProgress';

export * from './cart/cart';
export type * from './cart/cart.types';
export * from './cart/cartStore';
export * from './cart/useCart';

export * from './provider/StoreProvider';
export * from './events';
export * from './quantity';
export * from './image';
export * from './scroll';
export * from './payment-icons';
