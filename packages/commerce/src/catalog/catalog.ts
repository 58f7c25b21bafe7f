import {
  productListQuerySchema,
  type Collection,
  type CollectionDetail,
  type Image,
  type Product,
  type ProductList,
  type ProductListQuery,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { DEFAULT_STORE_CURRENCY } from '../config';
import { cachedRead } from '../db/read-cache';
import { parseInput } from '../errors';
import { findProductPage } from './catalog.list';
import { toImage, toProduct, toSummary } from './catalog.mappers';
import { loadProductRows, loadVariantOptions } from './catalog.rows';

/** Read-only access to products and collections, shaped by the store API contract. */
export interface CatalogService {
  /** One page of products; `query` is validated with `productListQuerySchema` (422 when invalid). */
  listProducts(query: unknown): Promise<ProductList>;
  /** A product by handle, or by numeric id; null when there is none. */
  getProduct(handleOrId: string): Promise<Product | null>;
  /**
   * Products by handle, in the order asked, leaving out unknown handles: the
   * same statements for one product as for twenty (a product page's related
   * products and its companion).
   */
  getProducts(handles: readonly string[]): Promise<Product[]>;
  /** Every collection in menu order, with its picture and product count. */
  listCollections(): Promise<Collection[]>;
  /** A collection and one page of its products; null when the handle is unknown. */
  getCollection(handle: string, query: unknown): Promise<CollectionDetail | null>;
  /**
   * The picture of each variant, by variant id: its own, else its product's
   * first (as a cart line shows it). Variants without a picture, or no longer
   * in the catalogue, are left out. For order lines, which keep no picture.
   */
  variantImages(variantIds: readonly number[]): Promise<Record<number, Image>>;
  /**
   * When each product last changed, by handle (for the sitemap). A product row
   * is written once by the catalogue import, so its creation time is the last
   * change the engine records.
   */
  productChangeDates(): Promise<Map<string, Date>>;
}

interface CollectionRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  products_count: number;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** A collection's picture is its own, else the first picture of its first product. */
const COLLECTION_SELECT = `
  SELECT c.id, c.handle, c.title, c.description,
         (SELECT count(*)::int FROM collection_products cp WHERE cp.collection_id = c.id) AS products_count,
         img.url, img.alt, img.width, img.height
  FROM collections c
  LEFT JOIN LATERAL (
    SELECT i.url, i.alt, i.width, i.height FROM product_images i WHERE i.id = c.image_id
    UNION ALL
    SELECT * FROM (
      SELECT i.url, i.alt, i.width, i.height
      FROM collection_products cp JOIN product_images i ON i.product_id = cp.product_id
      WHERE cp.collection_id = c.id
      ORDER BY cp.position, i.position
      LIMIT 1
    ) first_product_image
    LIMIT 1
  ) img ON true`;

function toCollection(row: CollectionRow): Collection {
  return {
    ID: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    image:
      row.url === null
        ? null
        : toImage({ url: row.url, alt: row.alt ?? '', width: row.width ?? 1, height: row.height ?? 1 }),
    products_count: row.products_count,
  };
}

/** Whole products (variants with their options and stock, pictures, collections) in the order of `ids`: six statements, in parallel. */
async function loadProducts(db: Db, ids: readonly number[], currency: string): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, variantOptions, memberships] = await Promise.all([
    loadProductRows(db, ids),
    loadVariantOptions(db, ids, 'products'),
    db.query<{ product_id: number; handle: string; title: string }>(
      `SELECT cp.product_id, c.handle, c.title FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
       WHERE cp.product_id = ANY($1::int[]) ORDER BY c.position, c.id`,
      [ids],
    ),
  ]);
  return rows.products.map((product) =>
    toProduct(
      product,
      rows,
      variantOptions,
      memberships.filter((row) => row.product_id === product.id).map(({ handle, title }) => ({ handle, title })),
      currency,
    ),
  );
}

async function listPage(db: Db, query: ProductListQuery, currency: string): Promise<ProductList> {
  const { ids, total } = await findProductPage(db, query);
  const rows = await loadProductRows(db, ids);
  return {
    products: rows.products.map((product) => toSummary(product, rows, currency)),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}

/**
 * The catalog over a database.
 *
 * @example
 * const catalog = createCatalog(db);
 * const { products } = await catalog.listProducts({ sort: 'newest', page_size: 12 });
 */
export function createCatalog(
  db: Db,
  { currency = DEFAULT_STORE_CURRENCY }: { currency?: string } = {},
): CatalogService {
  return {
    listProducts: async (query) => listPage(db, parseInput(productListQuerySchema, query ?? {}), currency),

    async getProduct(handleOrId) {
      const id = /^\d{1,9}$/.test(handleOrId) ? Number(handleOrId) : null;
      const [match] = await db.query<{ id: number }>(
        // A handle wins over an id, in case a handle is all digits.
        `SELECT id FROM products WHERE handle = $1 OR id = $2 ORDER BY (handle = $1) DESC LIMIT 1`,
        [handleOrId, id],
      );
      if (!match) return null;
      const [product] = await loadProducts(db, [match.id], currency);
      return product ?? null;
    },

    async getProducts(handles) {
      if (handles.length === 0) return [];
      const matches = await db.query<{ id: number; handle: string }>(
        'SELECT id, handle FROM products WHERE handle = ANY($1::text[])',
        [handles],
      );
      const idOf = new Map(matches.map((match) => [match.handle, match.id]));
      return loadProducts(db, [...new Set(handles.flatMap((handle) => idOf.get(handle) ?? []))], currency);
    },

    async listCollections() {
      const rows = await cachedRead(db, 'collections', () =>
        db.query<CollectionRow>(`${COLLECTION_SELECT} ORDER BY c.position, c.id`),
      );
      return rows.map(toCollection);
    },

    async getCollection(handle, query) {
      const parsed = parseInput(productListQuerySchema, query ?? {});
      const [row] = await db.query<CollectionRow>(`${COLLECTION_SELECT} WHERE c.handle = $1`, [handle]);
      if (!row) return null;
      const page = await listPage(db, { ...parsed, collection: handle }, currency);
      return { ...page, collection: toCollection(row) };
    },

    async variantImages(variantIds) {
      const ids = [...new Set(variantIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
      if (ids.length === 0) return {};
      const rows = await db.query<{ variant_id: number; url: string; alt: string; width: number; height: number }>(
        `SELECT v.id AS variant_id, img.url, img.alt, img.width, img.height FROM variants v
         JOIN LATERAL (
           SELECT i.url, i.alt, i.width, i.height FROM product_images i
           WHERE i.id = v.image_id OR i.product_id = v.product_id
           ORDER BY (i.id = v.image_id) IS TRUE DESC, i.position, i.id
           LIMIT 1
         ) img ON true
         WHERE v.id = ANY($1::int[])`,
        [ids],
      );
      return Object.fromEntries(rows.map((row) => [row.variant_id, toImage(row)]));
    },
    async productChangeDates() {
      const rows = await db.query<{ handle: string; created_at: Date | string }>(
        'SELECT handle, created_at FROM products',
      );
      return new Map(rows.map((row) => [row.handle, new Date(row.created_at)]));
    },
  };
}
