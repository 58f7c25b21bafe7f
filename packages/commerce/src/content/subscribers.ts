import type { Db } from '../db/db.types';
import { parseInput } from '../errors';
import { subscribeSchema } from '@vitrine/headless/contract';

export interface Subscription {
  email: string;
  /** False when the address had already subscribed (the call is idempotent). */
  created: boolean;
}

/**
 * POST /api/contacts: adds the address to the newsletter. Invalid addresses
 * are a 422 'Enter a valid email' on `email`; subscribing twice is fine.
 */
export async function subscribe(db: Db, input: unknown): Promise<Subscription> {
  const { email, code } = parseInput(subscribeSchema, input);
  const address = email.toLowerCase();
  const inserted = await db.query(
    'INSERT INTO subscribers (email, code) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id',
    [address, code || null],
  );
  return { email: address, created: inserted.length > 0 };
}
