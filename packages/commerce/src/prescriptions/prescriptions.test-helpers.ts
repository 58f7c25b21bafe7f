import type { Commerce } from '../commerce';

/** A customer row for tests (no password, no session); returns its id. */
export async function insertCustomer(commerce: Commerce, label: string): Promise<number> {
  const email = `${label}-${Math.random().toString(36).slice(2)}@example.com`;
  const [row] = await commerce.db.query<{ id: number }>(
    "INSERT INTO customers (email, password_hash) VALUES ($1, 'x') RETURNING id",
    [email],
  );
  return row?.id ?? 0;
}

/** The id of a demo product by handle (0 when missing, which no test expects). */
export async function productIdOf(commerce: Commerce, handle: string): Promise<number> {
  const [row] = await commerce.db.query<{ id: number }>('SELECT id FROM products WHERE handle = $1', [handle]);
  return row?.id ?? 0;
}

/** A variant of the demo prescription product with at least `min` units in stock. */
export async function prescriptionVariant(commerce: Commerce, min = 20): Promise<{ id: number; onHand: number }> {
  const [row] = await commerce.db.query<{ id: number; on_hand: number }>(
    `SELECT v.id, i.on_hand FROM variants v JOIN products p ON p.id = v.product_id
     JOIN inventory_levels i ON i.variant_id = v.id
     WHERE p.handle = 'canvas-zip-pouch' AND i.on_hand >= $1 ORDER BY v.id LIMIT 1`,
    [min],
  );
  if (!row) throw new Error('No prescription variant in stock');
  return { id: row.id, onHand: row.on_hand };
}
