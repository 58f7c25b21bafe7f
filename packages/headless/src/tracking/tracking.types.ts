import type { EventBus, StoreEvent } from '../events/events.types';

/** Route names the storefront reports page views with (spec 2). */
export type TrackingRouteName =
  | 'commoditylist'
  | 'search'
  | 'collection-index'
  | 'collection-show'
  | 'collections-all'
  | 'product-index'
  | 'cart'
  | 'checkouts'
  | 'order-query'
  | 'order-received'
  | 'address'
  | 'account'
  | 'blogs.index'
  | 'blog_collections.getBlogs'
  | 'blogs.show'
  | 'policy-index'
  | 'reviews'
  | 'wishlist-index';

/** Page type analytics receive for a route (spec 2); `notFound` for the error page, `other` for a route outside the list. */
export type PageType =
  | 'home'
  | 'search'
  | 'collectionList'
  | 'collection'
  | 'allProducts'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'thankYou'
  | 'processing'
  | 'address'
  | 'account'
  | 'blogList'
  | 'blogCollection'
  | 'blogArticle'
  | 'policy'
  | 'reviews'
  | 'wishlist'
  | 'notFound'
  | 'other';

/** Looks a message up in the shopper's language; `undefined` (or the key itself) when there is no translation. */
export type Translate = (key: string) => string | undefined | null;

/** Payload of `track:page_view`. */
export interface PageViewPayload {
  routeName: string | null;
  pageType: PageType;
  /** Path and query of the page, e.g. `/products/linen-shirt?variant=2`. */
  path: string | null;
  title: string | null;
}

/** One item of an add-to-cart or purchase event. Prices in minor units. */
export interface TrackedItem {
  /** `null` when only the variant is known. */
  productId: number | string | null;
  variantId?: number | string | null;
  sku?: string | null;
  title?: string | null;
  /** Unit price in minor units. */
  price?: number | null;
  quantity: number;
}

/** Payload of `track:add_to_cart`. */
export interface AddToCartPayload {
  items: TrackedItem[];
  currency: string | null;
  /** Sum of price × quantity in minor units. */
  value: number;
}

/** Payload of `track:coupon_apply` (emitted by the coupon flow's `finally`, spec 4; same shape as `useCoupon` publishes). */
export interface CouponApplyPayload {
  code: string;
  isSuccess: boolean;
  /** Shown error when the code did not apply. */
  message?: string | null;
}

/** Order-event fields of spec 3, as the checkout hands them over. */
export interface OrderEventFields {
  orderId: number | string;
  orderNumber: string;
  currency: string;
  quantity: number;
  items: TrackedItem[];
  /**
   * What the order came to as the server charged it (minor units: after
   * discounts, with shipping and tax): the event's value. Without it the
   * value is the items' sum.
   */
  total?: number | null;
  coupon?: string | null;
  orderShipping?: number | null;
  taxesTotal?: number | null;
  feetTotal?: number | null;
  /** When the order was paid (ISO 8601, UTC). */
  orderPayTime?: string | null;
  /** Shopper data for conversion APIs (email, phone ...); card data in it is masked before sending. */
  userData?: Record<string, unknown> | null;
}

/** Payload of `track:purchase`: the order plus the de-duplication id shared by pixel and conversion API. */
export interface PurchasePayload extends OrderEventFields {
  /** Base64 of the order number (spec 9). */
  eventId: string;
}

/** A failed checkout call as the checkout reports it. */
export interface CheckoutFailure {
  /** HTTP status (number or text, e.g. `422` or `'504'`); absent for network failures. */
  status?: number | string | null;
  code?: string | null;
  message: string;
  /** Checkout step the failure happened on (`contact_information`, `shipping_method`, `payment_method`, `all_in_one_checkout`). */
  step?: string | null;
  /** What was submitted; card numbers are masked and security codes removed before publishing. */
  details?: Record<string, unknown> | null;
}

/** Payload of `track:checkout_failed`: the failure with its message translated when a `checkout.{message}` entry exists. */
export interface CheckoutFailedPayload {
  status: string | null;
  code: string | null;
  message: string;
  step: string | null;
  details: Record<string, unknown> | null;
}

/** Payload of `track:order_create_failed` (status 4xx or 5xx, spec 8). */
export interface OrderCreateFailedPayload {
  status: string;
  code: string | null;
  message: string;
  step: string | null;
}

/** Payload of `track:login`. */
export interface LoginPayload {
  /** Path of the login page the shopper came from. */
  referrerPath: string;
}

/** Ad-click ids found in a landing URL (`gclid`, `fbclid`, `ttclid` ...), by parameter name. */
export type AdClickIds = Partial<Record<string, string>>;

/** Whether the shopper allowed tracking. `pending`: not answered yet (events are held). */
export type ConsentState = 'pending' | 'granted' | 'denied';

/** One destination of tracking events (an ad pixel, an analytics service, the conversion-API relay). */
export interface TrackingAdapter {
  /** Shown in error reports. */
  name: string;
  /** Receives each event after consent, card data already masked. May return a promise; a rejection is reported, not retried. */
  handle(event: StoreEvent): void | Promise<void>;
}

/** Options of `createTracker`. */
export interface TrackerOptions {
  /** The shopper-event bus to listen on. */
  bus: EventBus;
  /** Consent known at start; `pending` when not given. */
  consent?: ConsentState;
  adapters?: TrackingAdapter[];
  /** Event names to forward; the `TRACKING_EVENT_NAMES` when not given. */
  events?: readonly string[];
  /** Where an adapter's failure goes (an adapter never stops the others). */
  onError?: (error: unknown, context: { adapter: string; event: string }) => void;
}

/** Forwards tracking events from the bus to adapters, only with consent. */
export interface Tracker {
  getConsent(): ConsentState;
  /** Consent given: held events go out in order, later ones as they come. */
  grantConsent(): void;
  /** Consent refused: held events are discarded and later ones are not kept. */
  denyConsent(): void;
  /** Adds a destination; held events go to it when it is the first one and consent is granted. Returns the remover. */
  addAdapter(adapter: TrackingAdapter): () => void;
  /**
   * Replaces every destination at once (what a new consent decision allows):
   * held events go to all of the new ones, none is favoured by arriving first.
   */
  setAdapters(adapters: readonly TrackingAdapter[]): void;
  /** Number of events waiting for consent or for a first adapter. */
  heldCount(): number;
  /** Stops listening on the bus. */
  dispose(): void;
}
