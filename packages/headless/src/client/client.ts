import type {
  AddToCartInput,
  BatchAddInput,
  Cart,
  Collection,
  CollectionDetail,
  Product,
  ProductList,
} from '../contract';
import type {
  CartRequestsInFlight,
  CollectionProductsParams,
  HttpMethod,
  QueryValue,
  StoreErrorListener,
  StoreRequestOptions,
  ProductListParams,
  StoreClient,
  StoreClientOptions,
} from './client.types';
import {
  BAD_RESPONSE_MESSAGE,
  CLIENT_ERROR_CODES,
  NETWORK_ERROR_MESSAGE,
  StoreApiError,
  errorFromResponse,
  toStoreApiError,
} from './StoreApiError';

/** Where the store API lives on the storefront's own origin. */
export const DEFAULT_STORE_API_BASE_URL = '/api/store';
/** Locale used until the shopper picks one (spec 9: default locale en-US). */
export const DEFAULT_LOCALE = 'en-US';
/** Path prefixes whose non-GET calls turn the cart-request-in-progress flag on (spec 4). */
const CART_REQUEST_PREFIXES = ['/cart', '/tip'];

/** Builds `?a=1&b=2` from the defined values, in the caller's order; empty when none. */
function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isCartRequest(method: HttpMethod, path: string): boolean {
  return (
    method !== 'GET' &&
    CART_REQUEST_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
    )
  );
}

function createInFlightCounter(): CartRequestsInFlight & { increment(): void; decrement(): void } {
  let count = 0;
  const listeners = new Set<(count: number) => void>();
  const emit = () => {
    for (const listener of listeners) listener(count);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => count,
    isCartRequestInProgress: () => count > 0,
    increment() {
      count += 1;
      emit();
    },
    decrement() {
      count = Math.max(0, count - 1);
      emit();
    },
  };
}

/**
 * Creates a typed client for the store API (`/api/store/...`). It touches no
 * browser global when created, so it can be made at module scope of an SSR app.
 * Every method rejects with a `StoreApiError`; GETs carry `Accept-Language`.
 *
 * @example
 * const client = createStoreClient({ locale: 'de-DE' });
 * const cart = await client.addToCart({ variant_id: 42, quantity: 2 });
 * const { products } = await client.listProducts({ sort: 'price-asc', page: 2 });
 *
 * @example
 * // Outside a browser, give an absolute base URL.
 * const client = createStoreClient({ baseUrl: 'https://shop.example/api/store' });
 */
/** `/api/...` paths outside the store API (`/api/store/...` itself is written relative: `/cart`). */
function isSiteApiPath(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/store/');
}

export function createStoreClient(options: StoreClientOptions = {}): StoreClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_STORE_API_BASE_URL).replace(/\/+$/, '');
  // Paths of the site's other APIs (`/api/contacts`, `/api/app/multi_sites`, `/api/statistics/*`) sit beside the store API.
  const siteUrl = baseUrl.replace(/\/api\/store$/, '');
  const urlOf = (path: string) => (isSiteApiPath(path) ? `${siteUrl}${path}` : `${baseUrl}${path}`);
  // Looked up per call: a fetch patched after creation (test interceptors, polyfills) is still used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const extraHeaders = options.headers ?? {};
  let locale = options.locale ?? DEFAULT_LOCALE;
  const inFlight = createInFlightCounter();
  const errorListeners = new Set<StoreErrorListener>();

  function notifyError(error: StoreApiError, method: HttpMethod, path: string): void {
    const listeners = options.onError ? [options.onError, ...errorListeners] : [...errorListeners];
    for (const listener of listeners) {
      try {
        listener(error, { method, path });
      } catch (listenerError) {
        // A broken reporter must not replace the shopper-facing error; surface it on its own.
        queueMicrotask(() => {
          throw listenerError;
        });
      }
    }
  }

  /** `path` without a query string; `query` is appended here, so error listeners get the bare path. */
  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    query?: Record<string, QueryValue>,
  ): Promise<T> {
    try {
      return await send<T>(method, `${path}${toQueryString(query)}`, body);
    } catch (caught) {
      const error = toStoreApiError(caught);
      notifyError(error, method, path);
      throw error;
    }
  }

  async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (method === 'GET') headers['Accept-Language'] = locale;
    // A form (review pictures) goes as multipart: the browser writes its own Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

    const countsAsCartRequest = isCartRequest(method, path);
    if (countsAsCartRequest) inFlight.increment();
    try {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(urlOf(path), init);
        text = await response.text();
      } catch (cause) {
        throw new StoreApiError(
          { status: 0, code: CLIENT_ERROR_CODES.network, message: NETWORK_ERROR_MESSAGE },
          { cause },
        );
      }
      let parsed: unknown;
      let isJson = true;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        isJson = false;
      }
      if (!response.ok) throw errorFromResponse(response.status, isJson ? parsed : undefined);
      if (!isJson || parsed === undefined) {
        throw new StoreApiError({
          status: response.status,
          code: CLIENT_ERROR_CODES.badResponse,
          message: BAD_RESPONSE_MESSAGE,
        });
      }
      // The server validates against the contract; the client trusts it (no zod in the browser bundle).
      return parsed as T;
    } finally {
      if (countsAsCartRequest) inFlight.decrement();
    }
  }

  const segment = encodeURIComponent;

  return {
    request: <T>(method: HttpMethod, path: string, options: StoreRequestOptions = {}) =>
      request<T>(method, path, options.body, options.query),
    getCart: () => request<Cart>('GET', '/cart'),
    addToCart: (input: AddToCartInput) => request<Cart>('POST', '/cart', input),
    addBatch: (input: BatchAddInput) => request<Cart>('POST', '/cart/batch_cart', input),
    updateLine: (key: string, quantity: number) => request<Cart>('PUT', `/cart/${segment(key)}`, { quantity }),
    removeLine: (key: string) => request<Cart>('DELETE', `/cart/${segment(key)}`),
    setNote: (note: string) => request<Cart>('POST', '/cart/note', { note }),
    setShippingAddress: (address) => request<Cart>('POST', '/cart/address', address),
    selectShipping: (methodId: string) => request<Cart>('POST', '/cart/shipping', { method_id: methodId }),
    listProducts: (query?: ProductListParams) => request<ProductList>('GET', '/products', undefined, query),
    getProduct: async (handle: string) =>
      (await request<{ product: Product }>('GET', `/products/${segment(handle)}`)).product,
    listCollections: async () => (await request<{ collections: Collection[] }>('GET', '/collections')).collections,
    getCollection: (handle: string, query?: CollectionProductsParams) =>
      request<CollectionDetail>('GET', `/collections/${segment(handle)}`, undefined, query),
    cartRequestsInFlight: {
      subscribe: inFlight.subscribe,
      getSnapshot: inFlight.getSnapshot,
      isCartRequestInProgress: inFlight.isCartRequestInProgress,
    },
    getLocale: () => locale,
    setLocale: (next: string) => {
      locale = next;
    },
    addErrorListener(listener) {
      errorListeners.add(listener);
      return () => {
        errorListeners.delete(listener);
      };
    },
  };
}
