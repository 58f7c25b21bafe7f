import type { z } from 'zod';
import { toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import { configNumber, pluginConfig } from './plugin-settings';
import type { relationshipsSchema, styleCombinationsSchema } from '@vitrine/headless/contract';

/** Related products listed per product at most. */
const MAX_RELATED = 4;

interface Membership {
  product_id: number;
  collection_id: number;
  handle: string;
  title: string;
  position: number;
  product_type: string;
  in_stock: boolean;
}

/** Every product's collections with the product's type and stock, in collection and then product order. */
async function memberships(db: Db): Promise<Membership[]> {
  return db.query<Membership>(
    `SELECT cp.product_id, c.id AS collection_id, c.handle, c.title, cp.position, p.product_type,
            EXISTS (SELECT 1 FROM variants v JOIN inventory_levels i ON i.variant_id = v.id
                    WHERE v.product_id = p.id AND i.on_hand > 0) AS in_stock
     FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id
     ORDER BY c.position, c.id, cp.position, cp.product_id`,
  );
}

/**
 * `GET /style-combinations`: "complete the look". For each product, a few
 * in-stock products of other types from one of its collections: `categoryId`
 * when the product is in it, else its first collection (menu order) that has
 * such products.
 */
export async function styleCombinations(
  db: Db,
  ids: number[],
  position: string,
  categoryId: number | undefined,
): Promise<z.infer<typeof styleCombinationsSchema>> {
  const [all, config] = await Promise.all([memberships(db), pluginConfig(db, 'style_combination')]);
  const size = configNumber(config, 'max_products', 3);
  const picks: Array<{ product_id: number; collection: { id: number; handle: string; title: string }; ids: number[] }> = [];
  for (const id of ids) {
    const own = all.filter((m) => m.product_id === id);
    const preferred = [...own].sort((a, b) => Number(b.collection_id === categoryId) - Number(a.collection_id === categoryId));
    for (const membership of preferred) {
      const look = all
        .filter((m) => m.collection_id === membership.collection_id && m.product_type !== membership.product_type && m.in_stock)
        .filter((m, index, list) => list.findIndex((other) => other.product_type === m.product_type) === index)
        .slice(0, size)
        .map((m) => m.product_id);
      if (look.length === 0) continue;
      picks.push({ product_id: id, collection: { id: membership.collection_id, handle: membership.handle, title: membership.title }, ids: look });
      break;
    }
  }
  const rows = await loadProductRows(db, [...new Set(picks.flatMap((pick) => pick.ids))]);
  const summaries = new Map(rows.products.map((product) => [product.id, toSummary(product, rows)]));
  return {
    is_show_card: config.is_show_card !== false,
    combination_position: position,
    combinations: picks.map((pick) => ({
      product_id: pick.product_id,
      collection: pick.collection,
      products: pick.ids.flatMap((id) => summaries.get(id) ?? []),
    })),
  };
}

/**
 * `GET /product_diversion_test/relationships`: up to four related products per
 * product: the same type first, then products sharing a collection.
 */
export async function relationships(db: Db, ids: number[]): Promise<z.infer<typeof relationshipsSchema>> {
  const [products, all] = await Promise.all([
    db.query<{ id: number; handle: string; title: string; product_type: string }>(
      'SELECT id, handle, title, product_type FROM products ORDER BY position, id',
    ),
    memberships(db),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const result: z.infer<typeof relationshipsSchema>['relationships'] = [];
  for (const id of ids) {
    const product = byId.get(id);
    if (!product) continue;
    const related: z.infer<typeof relationshipsSchema>['relationships'][number]['related'] = [];
    const add = (otherId: number, reason: 'same_type' | 'same_collection') => {
      const other = byId.get(otherId);
      if (!other || otherId === id || related.length >= MAX_RELATED || related.some((r) => r.product_id === otherId)) return;
      related.push({ product_id: other.id, handle: other.handle, title: other.title, reason });
    };
    for (const other of products) if (other.product_type === product.product_type) add(other.id, 'same_type');
    const collections = new Set(all.filter((m) => m.product_id === id).map((m) => m.collection_id));
    for (const m of all) if (collections.has(m.collection_id)) add(m.product_id, 'same_collection');
    result.push({ product_id: id, related });
  }
  return { relationships: result };
}
