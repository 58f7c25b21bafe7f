import type { StoreEvent } from '../../events/events.types';
import { minorToMajor } from '../../price/price';
import { BEGIN_CHECKOUT_EVENT } from '../orderTracking';
import { TRACKING_EVENTS } from '../tracking';
import type { LargeQuantityEvent } from '../../quantity/quantity.types';
import type {
  AddToCartPayload,
  CouponApplyPayload,
  LoginPayload,
  OrderCreateFailedPayload,
  PageViewPayload,
  PurchasePayload,
  TrackedItem,
} from '../tracking.types';

/**
 * Store events the analytics adapters understand: the tracker's own names,
 * plus the browsing events ad networks optimise on (view item, begin
 * checkout, search, add to wish list).
 */
export const ANALYTICS_EVENTS = {
  pageView: TRACKING_EVENTS.pageView,
  viewItem: 'track:view_item',
  addToCart: TRACKING_EVENTS.addToCart,
  beginCheckout: BEGIN_CHECKOUT_EVENT,
  purchase: TRACKING_EVENTS.purchase,
  search: 'track:search',
  addToWishlist: 'track:add_to_wishlist',
  couponApply: TRACKING_EVENTS.couponApply,
  orderCreateFailed: TRACKING_EVENTS.orderCreateFailed,
  login: TRACKING_EVENTS.login,
  largeQuantity: TRACKING_EVENTS.largeQuantity,
} as const;

/** Event names a tracker feeding the analytics adapters should forward (`createTracker({ events })`). */
export const ANALYTICS_EVENT_NAMES: readonly string[] = [
  ...new Set([...Object.values(TRACKING_EVENTS), ...Object.values(ANALYTICS_EVENTS)]),
];

/** Payload of `track:view_item` and `track:add_to_wishlist`. Prices in minor units. */
export interface ItemEventPayload {
  item: TrackedItem;
  currency: string | null;
}

/** Payload of `track:begin_checkout` (same shape as add to cart). */
export type BeginCheckoutPayload = AddToCartPayload;

/** Payload of `track:search`. */
export interface SearchPayload {
  query: string;
}

/** The commerce part of an event in the networks' terms: amounts in major units. */
export interface CommerceDetails {
  items: TrackedItem[];
  currency: string | null;
  /** A purchase's total as charged, else the sum of price × quantity; major units. */
  value: number;
  /** Unit price in major units. */
  priceOf(item: TrackedItem): number;
}

function sumMinor(items: TrackedItem[]): number {
  return items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
}

/**
 * Items, currency and value of a commerce event (view item, add to cart, begin
 * checkout, purchase, add to wish list); `null` for other events.
 *
 * @example
 * commerceOf(event)?.value; // 30 for two items of 1500 minor units in USD
 */
export function commerceOf(event: StoreEvent): CommerceDetails | null {
  let items: TrackedItem[];
  let currency: string | null;
  switch (event.name) {
    case ANALYTICS_EVENTS.viewItem:
    case ANALYTICS_EVENTS.addToWishlist: {
      const payload = event.payload as ItemEventPayload;
      items = [payload.item];
      currency = payload.currency;
      break;
    }
    case ANALYTICS_EVENTS.addToCart:
    case ANALYTICS_EVENTS.beginCheckout:
    case ANALYTICS_EVENTS.purchase: {
      const payload = event.payload as AddToCartPayload | PurchasePayload;
      items = payload.items;
      currency = payload.currency;
      break;
    }
    default:
      return null;
  }
  const toMajor = (minor: number) => (currency ? minorToMajor(minor, currency) : minor / 100);
  // A purchase is worth what the server charged (discounts, shipping and tax included), not its items' sum.
  const total = event.name === ANALYTICS_EVENTS.purchase ? (event.payload as PurchasePayload).total : null;
  const value = typeof total === 'number' ? total : sumMinor(items);
  return { items, currency, value: toMajor(value), priceOf: (item) => toMajor(item.price ?? 0) };
}

/** The id networks know an item by: the product, else the variant, else the SKU. */
export function itemIdOf(item: TrackedItem): string {
  return String(item.productId ?? item.variantId ?? item.sku ?? '');
}

/** Random part of event ids, one per page load: `seq` restarts with each bus. */
const PAGE_LOAD_ID = Math.random().toString(36).slice(2, 12);

/**
 * The de-duplication id of a store event, the same for the pixel and its
 * server relay: the purchase's own `eventId` (base64 of the order number,
 * spec 9), else one made of this page load and the event's publish order.
 *
 * @example
 * eventIdFor({ name: 'track:purchase', payload: { eventId: 'MTAwMQ==' }, at: 0, seq: 4 }); // 'MTAwMQ=='
 */
export function eventIdFor(event: StoreEvent): string {
  if (event.name === ANALYTICS_EVENTS.purchase) {
    const { eventId } = event.payload as PurchasePayload;
    if (eventId) return eventId;
  }
  return `${PAGE_LOAD_ID}.${event.seq}`;
}

/** The page-view payload of an event, or `null`. */
export function pageViewOf(event: StoreEvent): PageViewPayload | null {
  return event.name === ANALYTICS_EVENTS.pageView ? (event.payload as PageViewPayload) : null;
}

/**
 * The parameters of the spec's events that are not about items (spec 1:
 * coupon apply, order-create-failed, login; spec 5: a typed quantity above
 * 100), in one shape every network's adapter sends; `null` for other events.
 *
 * @example
 * shopperEventParams({ name: 'track:coupon_apply', payload: { code: 'WELCOME10', isSuccess: true }, at: 0, seq: 1 });
 * // { coupon: 'WELCOME10', success: true }
 */
export function shopperEventParams(event: StoreEvent): Record<string, unknown> | null {
  switch (event.name) {
    case ANALYTICS_EVENTS.couponApply: {
      const { code, isSuccess } = event.payload as CouponApplyPayload;
      return { coupon: code, success: isSuccess };
    }
    case ANALYTICS_EVENTS.orderCreateFailed: {
      const { status, code, step } = event.payload as OrderCreateFailedPayload;
      return { status, ...(code ? { error_code: code } : {}), ...(step ? { step } : {}) };
    }
    case ANALYTICS_EVENTS.login: {
      const { referrerPath } = event.payload as LoginPayload;
      return { method: 'password', referrer_path: referrerPath };
    }
    case ANALYTICS_EVENTS.largeQuantity: {
      const { quantity, productId, variantId } = event.payload as LargeQuantityEvent;
      return {
        quantity,
        ...(productId !== null && productId !== undefined ? { product_id: productId } : {}),
        ...(variantId !== null && variantId !== undefined ? { variant_id: variantId } : {}),
      };
    }
    default:
      return null;
  }
}
