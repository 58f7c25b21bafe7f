import type { z } from 'zod';
import { toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import { configNumber, pluginConfig } from './plugin-settings';
import type { relationshipsSchema, styleCombinationsSchema } from '@vitrine/headless/contract';

/** Related products listed per product at most. */
const MAX_RELATED = 4;

/** Collection members read per step when picking a look: enough for every type a collection usually holds. */
const LOOK_SCAN = 200;
/** Steps at most: a look is picked from a collection's first LOOK_SCAN × LOOK_STEPS members. */
const LOOK_STEPS = 5;

interface OwnCollection {
  collection_id: number;
  handle: string;
  title: string;
  product_type: string;
}

/** A product's collections in menu order, with the product's type. */
function ownCollections(db: Db, id: number): Promise<OwnCollection[]> {
  return db.query<OwnCollection>(
    `SELECT c.id AS collection_id, c.handle, c.title, p.product_type
     FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id
     WHERE cp.product_id = $1
     ORDER BY c.position, c.id`,
    [id],
  );
}

/**
 * The look a collection makes for a product of `ownType`: its first in-stock
 * product of each other type, in the collection's order, `size` at most. The
 * collection is read in index order, LOOK_SCAN members a step from where the
 * last step ended, for LOOK_STEPS steps at most: a collection of 100,000
 * products costs what one of a thousand does.
 */
async function lookIn(db: Db, collectionId: number, ownType: string, size: number): Promise<number[]> {
  const picked = new Map<string, number>();
  let after: { position: number; product_id: number } | null = null;
  for (let step = 0; step < LOOK_STEPS; step += 1) {
    const members: Array<{ product_id: number; product_type: string; position: number }> = await db.query(
      `SELECT cp.product_id, p.product_type, cp.position
       FROM collection_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.collection_id = $1 AND p.product_type <> $2
         AND ($3::int IS NULL OR (cp.position, cp.product_id) > ($3::int, $4::int))
         AND EXISTS (SELECT 1 FROM variants v JOIN inventory_levels i ON i.variant_id = v.id
                     WHERE v.product_id = p.id AND i.on_hand > 0)
       ORDER BY cp.position, cp.product_id
       LIMIT $5`,
      [collectionId, ownType, after?.position ?? null, after?.product_id ?? null, LOOK_SCAN],
    );
    for (const member of members) {
      if (!picked.has(member.product_type)) picked.set(member.product_type, member.product_id);
      if (picked.size >= size) return [...picked.values()];
    }
    const last: { product_id: number; position: number } | undefined = members.at(-1);
    if (!last || members.length < LOOK_SCAN) break;
    after = { position: last.position, product_id: last.product_id };
  }
  return [...picked.values()];
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
  currency: string,
): Promise<z.infer<typeof styleCombinationsSchema>> {
  const config = await pluginConfig(db, 'style_combination');
  const size = configNumber(config, 'max_products', 3);
  const picks: Array<{ product_id: number; collection: { id: number; handle: string; title: string }; ids: number[] }> =
    [];
  for (const id of ids) {
    const own = await ownCollections(db, id);
    const preferred = [...own].sort(
      (a, b) => Number(b.collection_id === categoryId) - Number(a.collection_id === categoryId),
    );
    for (const membership of preferred) {
      const look = await lookIn(db, membership.collection_id, membership.product_type, size);
      if (look.length === 0) continue;
      picks.push({
        product_id: id,
        collection: { id: membership.collection_id, handle: membership.handle, title: membership.title },
        ids: look,
      });
      break;
    }
  }
  const rows = await loadProductRows(db, [...new Set(picks.flatMap((pick) => pick.ids))]);
  const summaries = new Map(rows.products.map((product) => [product.id, toSummary(product, rows, currency)]));
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

type Related = z.infer<typeof relationshipsSchema>['relationships'][number]['related'][number];

/**
 * `GET /product_diversion_test/relationships`: up to four related products per
 * product: the same type first (catalogue order), then products sharing a
 * collection (collection, then position order). Each product costs one
 * statement that reads only what it can list: four of its type, and from each
 * of its collections the first members of other types (twice four, so four
 * remain once products met in an earlier collection are dropped).
 */
export async function relationships(db: Db, ids: number[]): Promise<z.infer<typeof relationshipsSchema>> {
  const result: z.infer<typeof relationshipsSchema>['relationships'] = [];
  for (const id of ids) {
    const rows = await db.query<{ product_id: number; handle: string; title: string; reason: Related['reason'] }>(
      `WITH target AS (SELECT id, product_type FROM products WHERE id = $1)
       (SELECT o.id AS product_id, o.handle, o.title, 'same_type' AS reason, 0 AS tier, 0 AS c_position, 0 AS c_id,
               o.position AS position, o.id AS tie
        FROM target t JOIN products o ON o.product_type = t.product_type AND o.id <> t.id
        ORDER BY o.position, o.id LIMIT $2)
       UNION ALL
       (SELECT r.product_id, r.handle, r.title, 'same_collection', 1, c.position, c.id, r.position, r.product_id
        FROM target t
        JOIN collection_products mine ON mine.product_id = t.id
        JOIN collections c ON c.id = mine.collection_id
        CROSS JOIN LATERAL (
          SELECT o.id AS product_id, o.handle, o.title, cp.position
          FROM collection_products cp JOIN products o ON o.id = cp.product_id
          WHERE cp.collection_id = mine.collection_id AND o.product_type <> t.product_type
          ORDER BY cp.position, cp.product_id LIMIT $3
        ) r)
       ORDER BY tier, c_position, c_id, position, tie`,
      [id, MAX_RELATED, MAX_RELATED * 2],
    );
    // An unknown product has no row and no entry, as before.
    const exists = rows.length > 0 || (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
    if (!exists) continue;
    const related: Related[] = [];
    for (const row of rows) {
      if (related.length >= MAX_RELATED || related.some((r) => r.product_id === row.product_id)) continue;
      related.push({ product_id: row.product_id, handle: row.handle, title: row.title, reason: row.reason });
    }
    result.push({ product_id: id, related });
  }
  return { relationships: result };
}
