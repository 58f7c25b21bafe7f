import { createHash, randomBytes } from 'node:crypto';
import { CARD_TOKEN_PATTERN, cardTokenSchema, type CardTokenResult } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { CommerceError, parseInput } from '../errors';
import { rateLimit, type RateLimitRule } from '../ratelimit/ratelimit';
import { cardBrand } from './card.brand';
import { validateCard } from './card.validate';
import { PAYMENT_METHOD_UNAVAILABLE_MESSAGE, type PaymentRegistry } from './payments.registry';
import type { PaymentProvider } from './payments.types';

/** How long a card token can be used: long enough to finish a checkout, short enough to be worthless when stolen. */
export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Tokens one address may ask for an hour. A shopper needs one per checkout
 * (a few with typos); a card-testing script needs thousands.
 */
export const CARD_TOKEN_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };

/** Random bytes of a token: 192 bits, beyond guessing. */
const TOKEN_BYTES = 24;

/** SHA-256 of a card token, as stored; the token itself is shown once and never kept. */
export function hashCardToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who asks for a token, for the rate limit. */
export interface CardTokenCaller {
  ip: string;
}

export interface CardTokenService {
  /**
   * Validates a card and exchanges it for a single-use token (201 body of
   * `POST /payments/card_token`). 422 with the card field errors (`number`,
   * `name`, `expiry`, `cvc`), 429 past `CARD_TOKEN_RATE_LIMIT` per address.
   */
  create(input: unknown, caller: CardTokenCaller): Promise<CardTokenResult>;
}

function methodUnavailable(): CommerceError {
  return new CommerceError({
    status: 422,
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    message: PAYMENT_METHOD_UNAVAILABLE_MESSAGE,
    field: 'payment_method',
  });
}

/** The provider that keeps the card: the one named, else the shop's first card method. */
function tokenizingProvider(payments: PaymentRegistry, id: string | undefined): PaymentProvider {
  const chosen = id ?? payments.list().find((method) => method.kind === 'card')?.id;
  if (chosen === undefined) throw methodUnavailable();
  const provider = (() => {
    try {
      return payments.get(chosen);
    } catch {
      throw methodUnavailable();
    }
  })();
  if (provider.kind !== 'card' || !provider.tokenize) throw methodUnavailable();
  return provider;
}

/** The endpoint's body has the card fields at the top level, so its errors name them without `card.`. */
function withoutCardPrefix(error: unknown): never {
  if (!(error instanceof CommerceError)) throw error;
  const body = error.toJSON();
  const strip = (field: string) => field.replace(/^card\./, '');
  throw new CommerceError({
    ...body,
    ...(body.field ? { field: strip(body.field) } : {}),
    ...(body.errors ? { errors: Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [strip(k), v])) } : {}),
  });
}

/**
 * Card tokens over a database and the shop's payment methods.
 *
 * @example
 * const { token } = await createCardTokens(db, payments).create(
 *   { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123', name: 'Ada Lovelace' },
 *   { ip: '203.0.113.5' });
 */
export function createCardTokens(
  db: Db,
  payments: PaymentRegistry,
  now: () => Date = () => new Date(),
): CardTokenService {
  return {
    async create(input, caller) {
      const at = now();
      // Counted before validation: a card-testing script mostly sends numbers that fail.
      await rateLimit(db, `card-token:ip:${caller.ip}`, { ...CARD_TOKEN_RATE_LIMIT, now: at });
      const data = parseInput(cardTokenSchema, input);
      let card;
      try {
        card = validateCard(data, at);
      } catch (error) {
        withoutCardPrefix(error);
      }
      const provider = tokenizingProvider(payments, data.payment_method);
      const { reference } = await provider.tokenize!(card);
      const token = `tok_${randomBytes(TOKEN_BYTES).toString('base64url')}`;
      const expiresAt = new Date(at.getTime() + CARD_TOKEN_TTL_MS);
      const result: CardTokenResult = {
        token,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expiry_month: card.expiryMonth,
        expiry_year: card.expiryYear,
        expires_at: expiresAt.toISOString(),
      };
      await kyselyFor(db)
        .insertInto('card_tokens')
        .values({
          token_hash: hashCardToken(token),
          provider: provider.id,
          provider_reference: reference,
          brand: result.brand,
          last4: result.last4,
          expiry_month: result.expiry_month,
          expiry_year: result.expiry_year,
          created_at: at.toISOString(),
          expires_at: result.expires_at,
        })
        .execute();
      return result;
    },
  };
}

function tokenError(code: 'CARD_TOKEN_INVALID' | 'CARD_TOKEN_USED' | 'CARD_TOKEN_EXPIRED'): CommerceError {
  const messages = {
    CARD_TOKEN_INVALID: 'This card token is not valid, please enter your card again',
    CARD_TOKEN_USED: 'This card token was already used, please enter your card again',
    CARD_TOKEN_EXPIRED: 'This card token has expired, please enter your card again',
  } as const;
  return new CommerceError({ status: 422, code, message: messages[code], field: 'card_token' });
}

/**
 * Uses up a card token for an order, inside the order's transaction: one
 * atomic UPDATE, so of two checkouts racing with one token exactly one wins,
 * and a checkout that fails later gives the token back by rolling back.
 * 422 CARD_TOKEN_INVALID (unknown, malformed or for another method),
 * CARD_TOKEN_USED, CARD_TOKEN_EXPIRED (`CARD_TOKEN_TTL_MS` after it was made).
 */
export async function consumeCardToken(
  tx: Db,
  token: string,
  use: { orderId: number; provider: string; now: Date },
): Promise<void> {
  if (!CARD_TOKEN_PATTERN.test(token)) throw tokenError('CARD_TOKEN_INVALID');
  const hash = hashCardToken(token);
  const q = kyselyFor(tx);
  const at = use.now.toISOString();
  const used = await q
    .updateTable('card_tokens')
    .set({ used_at: at, order_id: use.orderId })
    .where('token_hash', '=', hash)
    .where('provider', '=', use.provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', use.now)
    .returning('id')
    .execute();
  if (used.length === 1) return;
  const row = await q
    .selectFrom('card_tokens')
    .select(['used_at', 'provider'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.provider !== use.provider) throw tokenError('CARD_TOKEN_INVALID');
  throw tokenError(row.used_at === null ? 'CARD_TOKEN_EXPIRED' : 'CARD_TOKEN_USED');
}

/** The provider's card reference of the token an order used, if it was paid with one. */
export async function cardReferenceOfOrder(db: Db, orderId: number): Promise<string | undefined> {
  const row = await kyselyFor(db)
    .selectFrom('card_tokens')
    .select('provider_reference')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.provider_reference;
}
