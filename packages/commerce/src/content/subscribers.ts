import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
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
  const inserted = await kyselyFor(db)
    .insertInto('subscribers')
    .values({ email: address, code: code || null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return { email: address, created: inserted !== undefined };
}
