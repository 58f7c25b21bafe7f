export { useCheckout, type ShippingZone, type UseCheckoutResult } from './useCheckout';
