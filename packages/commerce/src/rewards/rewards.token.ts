import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { safeEqual } from '../customers/secrets';

/** How long a rewards token is good for (the widget fetches a new one on each page). */
export const REWARDS_TOKEN_LIFETIME_SECONDS = 60 * 60;

const TOKEN_CONTEXT = 'vitrine:rewards:v1';

/** Signs and checks rewards tokens: `<customerId>.<expiresAt>.<hmac>`, nothing stored. */
export interface RewardsTokens {
  issue(customerId: number, now?: Date): Promise<string>;
  /** The customer the token was made for, or null when it is forged, malformed or expired. */
  verify(token: string, now?: Date): Promise<number | null>;
}

/**
 * The signing secret: the configured one, else a random one the database keeps
 * (made on first use), so every server process of the shop agrees on it.
 */
async function storedSecret(db: Db): Promise<string> {
  const q = kyselyFor(db);
  await q
    .insertInto('reward_settings')
    .values({ id: true, token_secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await q.selectFrom('reward_settings').select('token_secret').where('id', '=', true).executeTakeFirst();
  if (!row) throw new Error('reward_settings has no secret');
  return row.token_secret;
}

/**
 * Short-lived signed tokens that prove who the rewards widget speaks for.
 *
 * @example const token = await tokens.issue(customerId); await tokens.verify(token) // customerId
 */
export function createRewardsTokens(db: Db, configuredSecret?: string): RewardsTokens {
  let secret: Promise<string> | undefined = configuredSecret ? Promise.resolve(configuredSecret) : undefined;
  const key = () =>
    (secret ??= storedSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  const sign = async (body: string) =>
    createHmac('sha256', await key())
      .update(`${TOKEN_CONTEXT}.${body}`)
      .digest('base64url');
  return {
    async issue(customerId, now = new Date()) {
      const expiresAt = Math.floor(now.getTime() / 1000) + REWARDS_TOKEN_LIFETIME_SECONDS;
      const body = `${customerId}.${expiresAt}`;
      return `${body}.${await sign(body)}`;
    },
    async verify(token, now = new Date()) {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, customer = '', expires = '', signature = ''] = match;
      if (!safeEqual(await sign(`${customer}.${expires}`), signature)) return null;
      if (Number(expires) <= Math.floor(now.getTime() / 1000)) return null;
      return Number(customer);
    },
  };
}
