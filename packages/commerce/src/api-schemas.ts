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
} from '@vitrine/headless/contract';
export { addressInputSchema, addressSchema } from '@vitrine/headless/contract';
export {
  registerSchema,
  loginSchema,
  verifyEmailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  accountInfoSchema,
} from '@vitrine/headless/contract';
export { wishingSchema, wishListSchema } from '@vitrine/headless/contract';
export { countrySchema, placeQuerySchema, placeSuggestionSchema } from '@vitrine/headless/contract';
export {
  orderSchema,
  trackingSchema,
  placeOrderSchema,
  checkoutBodySchema,
  checkoutAttemptSchema,
  trackOrderSchema,
} from '@vitrine/headless/contract';
