import type { StoreApiError } from './StoreApiError';
import type {
  AddToCartInput,
  BatchAddInput,
  Cart,
  Collection,
  CollectionDetail,
  Product,
  ProductList,
  ProductListQuery,
} from '../contract';

/** How to reach the store API. Every field is optional; the defaults suit a browser on the storefront's own origin. */
export interface StoreClientOptions {
  /** Prefix of every store API path; defaults to `/api/store` (same origin). Use an absolute URL outside a browser. */
  baseUrl?: string;
  /** The `fetch` to call; defaults to the global one, looked up at call time (so test interceptors installed later still apply). */
  fetch?: typeof fetch;
  /** Locale sent as `Accept-Language` on every GET (spec 7); defaults to `en-US` (spec 9). */
  locale?: string;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /**
   * Called with every failed call, before its promise rejects (a `StoreProvider`
   * also listens, to report errors; see `shouldReportError`).
   */
  onError?: StoreErrorListener;
}

/** Which call failed: method and path relative to the base URL, without the query string. */
export interface StoreRequestInfo {
  method: HttpMethod;
  path: string;
}

/** Hears about a failed store API call. */
export type StoreErrorListener = (error: StoreApiError, request: StoreRequestInfo) => void;

/**
 * Query of `GET /products` as a caller writes it: every field optional, the
 * server fills in its defaults (page 1, 24 per page, sort `featured`).
 */
export type ProductListParams = Partial<ProductListQuery>;

/** Query of `GET /collections/{handle}`: a product list query without `collection`, which the path already names. */
export type CollectionProductsParams = Omit<ProductListParams, 'collection'>;

/**
 * Count of cart-changing requests still waiting for an answer: the spec's
 * cart-request-in-progress flag (spec 4), on while any non-GET call under
 * `/cart` or `/tip` is pending. Shaped for `useSyncExternalStore`.
 */
export interface CartRequestsInFlight {
  /** Calls `listener` with the new count whenever it changes; returns the unsubscribe function. */
  subscribe(listener: (count: number) => void): () => void;
  /** Number of pending non-GET cart calls right now. */
  getSnapshot(): number;
  /** `true` while at least one non-GET cart call is pending. */
  isCartRequestInProgress(): boolean;
}

/** The cart endpoints, which is all a cart store needs (tests pass a fake with just these). */
export interface CartClient {
  /** `GET /cart`: the shopper's cart (an empty cart when there is none yet). */
  getCart(): Promise<Cart>;
  /** `POST /cart`: adds one variant; resolves with the new cart. */
  addToCart(input: AddToCartInput): Promise<Cart>;
  /** `POST /cart/batch_cart`: adds several variants, all or none; resolves with the new cart. */
  addBatch(input: BatchAddInput): Promise<Cart>;
  /** `PUT /cart/{key}`: sets a line's quantity (0 removes it); resolves with the new cart. */
  updateLine(key: string, quantity: number): Promise<Cart>;
  /** `DELETE /cart/{key}`: removes a line; resolves with the new cart. */
  removeLine(key: string): Promise<Cart>;
  /** `POST /cart/note` with `{ note }`: saves the cart note; resolves with the new cart. */
  setNote(note: string): Promise<Cart>;
  /** `POST /cart/address` with `{ country, province, postcode }`: where the cart ships (the estimate); resolves with the new cart. */
  setShippingAddress(address: CartShippingAddress): Promise<Cart>;
  /** `POST /cart/shipping` with `{ method_id }`: picks a shipping method; resolves with the new cart. */
  selectShipping(methodId: string): Promise<Cart>;
}

/** Enough of an address to price shipping (the cart's shipping estimate). */
export interface CartShippingAddress {
  /** ISO 3166-1 alpha-2. */
  country: string;
  province?: string;
  postcode?: string;
}

/** HTTP methods the store API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values; `undefined` ones are left out of the query string. */
export type QueryValue = string | number | boolean | undefined;

/** Options of {@link StoreClient.request}. */
export interface StoreRequestOptions {
  /** Sent as JSON; a `FormData` is sent as it is (multipart, e.g. with files). */
  body?: unknown;
  /** Appended as `?name=value&…`, in the given order. */
  query?: Record<string, QueryValue>;
}

/** Typed access to the store API. Every method rejects with a `StoreApiError`. */
export interface StoreClient extends CartClient {
  /**
   * Calls any store API path (relative to the base URL, e.g. `/cart/coupons`)
   * with the client's headers, locale, error mapping and cart-request tracking.
   * Paths starting with `/api/` are the site's other APIs beside the store API
   * (`/api/contacts`, `/api/app/multi_sites`, `/api/statistics/events`).
   * Domain modules (coupons, wish list, rewards …) are built on it.
   */
  request<T>(method: HttpMethod, path: string, options?: StoreRequestOptions): Promise<T>;
  /** `GET /products?…`: one page of product summaries. */
  listProducts(query?: ProductListParams): Promise<ProductList>;
  /** `GET /products/{handle}`: one product with its variants. */
  getProduct(handle: string): Promise<Product>;
  /** `GET /collections`: every collection. */
  listCollections(): Promise<Collection[]>;
  /** `GET /collections/{handle}?…`: a collection and one page of its products. */
  getCollection(handle: string, query?: CollectionProductsParams): Promise<CollectionDetail>;
  /** Pending cart-changing calls (the cart-request-in-progress flag). */
  readonly cartRequestsInFlight: CartRequestsInFlight;
  /** Locale sent as `Accept-Language` on GETs. */
  getLocale(): string;
  /** Changes the locale for later GETs, e.g. after the shopper picks a language. */
  setLocale(locale: string): void;
  /** Also calls `listener` with every failed call (after the `onError` option); returns the unsubscribe function. */
  addErrorListener(listener: StoreErrorListener): () => void;
}
