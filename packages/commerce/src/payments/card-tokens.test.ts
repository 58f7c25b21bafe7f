import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTokenResultSchema } from '@vitrine/headless/contract';
import type { Commerce } from '../commerce';
import { RATE_LIMIT_MESSAGE } from '../ratelimit/ratelimit';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { cardBrand } from './card.brand';
import {
  CARD_TOKEN_RATE_LIMIT,
  CARD_TOKEN_TTL_MS,
  createCardTokens,
  hashCardToken,
  type CardTokenService,
} from './card-tokens';
import { CASH_ON_DELIVERY_ID, createManualProvider } from './manual.provider';
import { createPaymentRegistry } from './payments.registry';
import { createTestCardProvider } from './test-card.provider';

const CARD = { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2034, cvc: '531', name: 'Ada Lovelace' };

describe('card tokens', () => {
  let commerce: Commerce;
  let tokens: CardTokenService;
  const clock = new Date('2030-03-10T12:00:00.000Z');
  let ipCounter = 0;
  /** A fresh address per test, so the rate limit only bites where it is tested. */
  const caller = () => ({ ip: `198.51.100.${(ipCounter += 1)}` });
  beforeAll(async () => {
    commerce = await openTestCommerce();
    tokens = createCardTokens(commerce.db, commerce.orders.payments, () => clock);
  });
  afterAll(() => commerce.close());

  it('exchanges a valid card for a random tok_ token, 15 minutes long, kept only as a SHA-256', async () => {
    const result = await tokens.create(CARD, caller());
    expect(cardTokenResultSchema.parse(result)).toEqual({
      token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{32}$/),
      brand: 'visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2034,
      expires_at: new Date(clock.getTime() + CARD_TOKEN_TTL_MS).toISOString(),
    });
    expect(CARD_TOKEN_TTL_MS).toBe(15 * 60 * 1000);
    // 32 base64url characters carry 192 random bits.
    expect(Buffer.from(result.token.slice(4), 'base64url')).toHaveLength(24);
    const rows = await commerce.db.query<Record<string, unknown>>(
      'SELECT token_hash, provider, provider_reference, brand, last4 FROM card_tokens WHERE token_hash = $1',
      [hashCardToken(result.token)],
    );
    expect(rows).toEqual([
      {
        token_hash: hashCardToken(result.token),
        provider: 'test_card',
        provider_reference: 'tccard_paid',
        brand: 'visa',
        last4: '4242',
      },
    ]);
    const raw = await commerce.db.query<{ row: string }>('SELECT t::text AS row FROM card_tokens t');
    for (const { row } of raw) expect(row).not.toContain(result.token);
  });

  it('never hands out the same token twice', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 5; index += 1) seen.add((await tokens.create(CARD, caller())).token);
    expect(seen.size).toBe(5);
  });

  it('checks the card as the checkout does, naming the fields without the card. prefix', async () => {
    const refused = async (card: Record<string, unknown>, code: string, field: string) =>
      expectCommerceError(tokens.create(card, caller()), { status: 422, code, field });
    await refused({ ...CARD, number: '4242424242424241' }, 'CARD_NUMBER_INVALID', 'number');
    await refused({ ...CARD, number: '42424242424' }, 'CARD_NUMBER_INVALID', 'number');
    await refused({ ...CARD, name: 'A' }, 'CARD_NAME_INVALID', 'name');
    await refused({ ...CARD, expiry_month: 2, expiry_year: 2030 }, 'CARD_EXPIRY_INVALID', 'expiry');
    await refused({ ...CARD, expiry_month: 13 }, 'CARD_EXPIRY_INVALID', 'expiry');
    await refused({ ...CARD, cvc: '12' }, 'CARD_CVC_INVALID', 'cvc');
    const all = await refused({}, 'CARD_NUMBER_INVALID', 'number');
    expect(Object.keys(all.errors ?? {}).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
    // The expiry month in progress is still good, as at checkout.
    await expect(tokens.create({ ...CARD, expiry_month: 3, expiry_year: 30 }, caller())).resolves.toMatchObject({
      expiry_month: 3,
      expiry_year: 2030,
    });
    expect(await commerce.db.query("SELECT id FROM card_tokens WHERE last4 = '4241'")).toEqual([]);
  });

  it('refuses a method that cannot keep cards, or one the shop does not offer', async () => {
    await expectCommerceError(tokens.create({ ...CARD, payment_method: CASH_ON_DELIVERY_ID }, caller()), {
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'payment_method',
    });
    await expectCommerceError(tokens.create({ ...CARD, payment_method: 'no_such_method' }, caller()), {
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'payment_method',
    });
    const manualOnly = createCardTokens(
      commerce.db,
      createPaymentRegistry([createManualProvider(CASH_ON_DELIVERY_ID, 'Cash on delivery')]),
      () => clock,
    );
    await expectCommerceError(manualOnly.create(CARD, caller()), {
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'payment_method',
    });
    const named = createCardTokens(commerce.db, createPaymentRegistry([createTestCardProvider()]), () => clock);
    await expect(named.create({ ...CARD, payment_method: 'test_card' }, caller())).resolves.toMatchObject({
      last4: '4242',
    });
  });

  it('allows the limit per address an hour, counting refused cards too, then 429 with the spec message', async () => {
    const ip = { ip: '203.0.113.77' };
    await expectCommerceError(tokens.create({ ...CARD, number: '1' }, ip), {
      status: 422,
      code: 'CARD_NUMBER_INVALID',
      field: 'number',
    });
    for (let call = 2; call <= CARD_TOKEN_RATE_LIMIT.limit; call += 1) await tokens.create(CARD, ip);
    const error = await expectCommerceError(tokens.create(CARD, ip), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      field: undefined,
    });
    expect(error.message).toBe(RATE_LIMIT_MESSAGE);
    await expect(tokens.create(CARD, { ip: '203.0.113.78' })).resolves.toMatchObject({ last4: '4242' });
    const nextHour = createCardTokens(
      commerce.db,
      commerce.orders.payments,
      () => new Date(clock.getTime() + 3600_000),
    );
    await expect(nextHour.create(CARD, ip)).resolves.toMatchObject({ last4: '4242' });
  });

  it('names the brand from the number', () => {
    expect(cardBrand('4000000000000002')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2720990000000007')).toBe('mastercard');
    expect(cardBrand('2721000000000004')).toBe('unknown');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('30569309025904')).toBe('diners');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });
});
