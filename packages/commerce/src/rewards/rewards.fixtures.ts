import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.types';

/** A customer row for rewards tests (no password needed: rewards never log in). */
export async function newCustomer(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO customers (email, password_hash) VALUES ($1, 'x') RETURNING id`,
    [`rewards-${randomBytes(4).toString('hex')}@example.com`],
  );
  return row!.id;
}

/** An order row as checkout leaves it, in minor units. */
export async function newOrder(
  db: Db,
  fields: { customerId: number | null; total: number; currency?: string; paymentStatus?: string },
): Promise<number> {
  const key = randomBytes(6).toString('hex');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO orders (number, idempotency_key, lookup_token_hash, customer_id, email, currency, subtotal, total,
       payment_method, payment_status, shipping_address, placed_at)
     VALUES ($1, $2, 'h', $3, 'buyer@example.com', $4, $5, $5, 'test_card', $6, '{}'::jsonb, now()) RETURNING id`,
    [`R${key}`, key, fields.customerId, fields.currency ?? 'USD', fields.total, fields.paymentStatus ?? 'paid'],
  );
  return row!.id;
}

/** Sets a balance directly (tests of spending). */
export async function givePoints(db: Db, customerId: number, points: number): Promise<void> {
  await db.query(
    `INSERT INTO reward_accounts (customer_id, points) VALUES ($1, $2)
     ON CONFLICT (customer_id) DO UPDATE SET points = EXCLUDED.points`,
    [customerId, points],
  );
}
