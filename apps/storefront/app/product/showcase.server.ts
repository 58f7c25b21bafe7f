import type { AppLoadContext } from 'react-router';
import { CommerceError, type MediaFeedPost } from '@vitrine/commerce';
import { summaryOf, type Product } from '@vitrine/headless';
import type { ProductPageExtras } from '@vitrine/ui';
import { csrfTokenFor, getSession } from '../server/session.server';

type Commerce = AppLoadContext['commerce'];

/** Products in the "You may also like" row. */
const RELATED_MAX = 4;
/** Recent purchases the ticker cycles through. */
const LAST_SALES_LIMIT = 8;
/** Posts in the home page's media feed row. */
export const HOME_MEDIA_FEED_POSTS = 6;

/** `fallback` when `promise` fails with the engine's 404 (a product without a size chart, say); other errors propagate. */
async function orNotFound<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof CommerceError && error.status === 404) return fallback;
    throw error;
  }
}

/**
 * Social proof and recommendations are extras: when one fails, the product
 * page still renders (without it) and the failure is logged.
 */
async function optional<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.error(`[showcase] ${what} failed`, error);
    return fallback;
  }
}

/**
 * The product page's reviews, comments, FAQ, size chart, recent purchases,
 * related products and companion product, read in parallel.
 */
export async function loadProductExtras(commerce: Commerce, product: Product): Promise<ProductPageExtras> {
  const ids = String(product.ID);
  const { plugins } = commerce.discovery;
  const [reviews, comments, sizeChart, lastSales, relationships, looks] = await Promise.all([
    commerce.content.reviews.list({ product_id: product.ID, page: 1 }),
    commerce.content.comments.list({ product_id: product.ID, page: 1, pageSize: 10 }),
    orNotFound(commerce.content.sizeChart(product.ID), null),
    optional('last sales', plugins.lastSales({ limit: String(LAST_SALES_LIMIT) }), { sales: [] }),
    optional('related products', plugins.relationships({ product_ids: ids }), { relationships: [] }),
    optional(
      'complete the look',
      plugins.styleCombinations({ 'filter[product_ids]': ids, combination_position: 'product_detail' }),
      { is_show_card: false, combination_position: 'product_detail', combinations: [] },
    ),
  ]);
  const relatedHandles = (relationships.relationships.find((r) => r.product_id === product.ID)?.related ?? [])
    .map((r) => r.handle)
    .slice(0, RELATED_MAX);
  const companionHandle = looks.combinations.find((c) => c.product_id === product.ID)?.products[0]?.handle;
  // Related products and the companion in one read of the catalogue.
  const products = await commerce.catalog.getProducts(
    companionHandle ? [...relatedHandles, companionHandle] : relatedHandles,
  );
  const related = relatedHandles.flatMap((handle) => products.find((p) => p.handle === handle) ?? []);
  const companion = companionHandle ? (products.find((p) => p.handle === companionHandle) ?? null) : null;
  return {
    reviews,
    comments,
    faq: commerce.content.pages.faq(),
    sizeChart,
    lastSales: lastSales.sales,
    related: related.map(summaryOf),
    companion: companion && companion.variants.length > 0 ? companion : null,
  };
}

/** The signed-in shopper as the product page needs them: for the wish list heart and its CSRF header. */
export interface ShopperState {
  isSignedIn: boolean;
  /** Sent as `X-CSRF-Token` with wish list changes; null when signed out. */
  csrfToken: string | null;
  /** Wished product ids, so the heart renders filled on the server. */
  wishedProductIds: number[];
}

/** Whether the request is signed in, with the CSRF token and the wish list (empty when signed out). */
export async function loadShopperState(request: Request, context: AppLoadContext): Promise<ShopperState> {
  const session = await getSession(request, context);
  if (!session) return { isSignedIn: false, csrfToken: null, wishedProductIds: [] };
  const wished = await context.commerce.accounts.wishlist.wished(session.customerId);
  return {
    isSignedIn: true,
    csrfToken: csrfTokenFor(session.token),
    wishedProductIds: wished.data.product_ids.map(Number),
  };
}

/** The home page's media feed posts. */
export function loadMediaFeed(commerce: Commerce, limit = HOME_MEDIA_FEED_POSTS): Promise<MediaFeedPost[]> {
  return commerce.content.mediaFeed.list({ limit });
}
