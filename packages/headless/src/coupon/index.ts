export * from './coupon';
export type * from './coupon.types';
export { createCouponFlow, INITIAL_COUPON_STATE, type CouponFlow, type CouponFlowDeps } from './couponFlow';
export { showServerCart } from './showServerCart';
export { useCoupon, type UseCouponOptions, type UseCouponResult } from './useCoupon';
