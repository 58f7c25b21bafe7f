/**
 * The zod schemas the engine validates HTTP payloads with, gathered for the
 * storefront's OpenAPI document: the document and the server read the same
 * objects, so they cannot drift apart.
 */
export {
  addToCartSchema,
  batchAddSchema,
  updateLineSchema,
  productListQuerySchema,
  productSchema,
  productListSchema,
  collectionSchema,
  collectionDetailSchema,
  apiErrorSchema,
} from '@vitrine/headless/contract';
export {
  pricedCartSchema,
  applyCouponSchema,
  shippingAddressSchema,
  selectShippingSchema,
  batchUpdateSchema,
  batchRemoveSchema,
  cartNoteSchema,
  checkoutCouponSchema,
  customerEmailSchema,
  selectPaymentSchema,
} from './pricing/pricing.schema';
export { addressInputSchema, addressSchema } from './customers/addresses.schema';
export {
  registerSchema,
  loginSchema,
  verifyEmailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  accountInfoSchema,
} from './customers/customers.schema';
export { wishingSchema, wishListSchema } from './wishlist/wishlist.schema';
export { countrySchema, placeQuerySchema, placeSuggestionSchema } from './geo/geo.schema';
export { orderSchema, trackingSchema, placeOrderSchema, trackOrderSchema } from './orders/orders.schema';
