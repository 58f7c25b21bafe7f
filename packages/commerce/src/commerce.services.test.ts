import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerce, type Commerce } from './commerce';
import { RATE_LIMITS } from './ratelimit/ratelimit';
import { expectCommerceError, openTestCommerce, testDatabase } from './test/harness';

/** The services the storefront and the command use instead of the query layer. */
describe('the engine services', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce({
      settings: {
        fallback: { VITRINE_THEME: 'venue', VITRINE_GA4_ID: 'G-FALLBACK1' },
        installedThemes: ['default', 'venue'],
      },
    });
  }, 180_000);
  afterAll(() => commerce?.close());

  it('settings: the configured fallback until a row is stored, and only the installed themes', async () => {
    expect((await commerce.settings.read()).theme.name).toBe('venue');
    expect((await commerce.settings.read()).analytics.ga4_measurement_id).toBe('G-FALLBACK1');
    await expectCommerceError(commerce.settings.write('theme', { name: 'vogue' }), {
      status: 422,
      code: 'UNKNOWN_THEME',
      field: 'name',
    });
    await commerce.settings.write('theme', { name: 'default' });
    expect((await commerce.settings.read()).theme.name).toBe('default');
  });

  it('rate limits: coupon tries count per address and per cart, order look-ups per address', async () => {
    for (let i = 0; i < RATE_LIMITS.couponApply.limit; i++) {
      await commerce.rateLimits.couponTry({ ip: `198.51.100.${i}`, cartToken: 'cart-a' });
    }
    await expectCommerceError(commerce.rateLimits.couponTry({ ip: '198.51.100.250', cartToken: 'cart-a' }), {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    await expect(commerce.rateLimits.couponTry({ ip: '198.51.100.251', cartToken: 'cart-b' })).resolves.toBeUndefined();
    await expect(commerce.rateLimits.couponTry({ ip: '198.51.100.252', cartToken: null })).resolves.toBeUndefined();

    for (let i = 0; i < RATE_LIMITS.orderLookup.limit; i++) await commerce.rateLimits.orderLookup('203.0.113.7');
    await expect(commerce.rateLimits.orderLookup('203.0.113.7')).rejects.toMatchObject({
      status: 429,
      message: 'Frequent operations, please try again tomorrow',
    });
    await expect(commerce.rateLimits.orderLookup('203.0.113.8')).resolves.toBeUndefined();
  });

  it('profile: the name and the newsletter choice in one change; a bad name is a 422 naming the field', async () => {
    const email = 'grace.profile@example.com';
    const { customer } = await commerce.accounts.customers.register({
      email,
      password: 'correct horse battery',
      first_name: 'Ada',
    });
    expect(await commerce.accounts.profile.read(customer.id)).toMatchObject({
      email,
      firstName: 'Ada',
      acceptsMarketing: false,
    });
    const saved = await commerce.accounts.profile.update(customer.id, {
      first_name: ' Grace ',
      last_name: 'Hopper',
      accepts_marketing: true,
    });
    expect(saved).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', acceptsMarketing: true });
    expect(await commerce.db.query('SELECT email, code FROM subscribers WHERE email = $1', [email])).toEqual([
      { email, code: 'account' },
    ]);
    await commerce.accounts.profile.update(customer.id, {
      first_name: 'Grace',
      last_name: 'Hopper',
      accepts_marketing: false,
    });
    expect(await commerce.db.query('SELECT 1 FROM subscribers WHERE email = $1', [email])).toEqual([]);
    await expectCommerceError(
      commerce.accounts.profile.update(customer.id, {
        first_name: 'x'.repeat(101),
        last_name: '',
        accepts_marketing: false,
      }),
      { status: 422, code: 'VALIDATION_FAILED', field: 'first_name' },
    );
    await expectCommerceError(commerce.accounts.profile.read(999_999), { status: 401, code: 'UNAUTHENTICATED' });
    await expectCommerceError(
      commerce.accounts.profile.update(999_999, { first_name: 'A', last_name: 'B', accepts_marketing: true }),
      { status: 401, code: 'UNAUTHENTICATED' },
    );
  });

  it('cart total limits: the pricing settings, null when none', async () => {
    await commerce.db.query('UPDATE pricing_settings SET min_cart_total = NULL, max_cart_total = NULL');
    expect(await commerce.carts.totalLimits()).toEqual({ min: null, max: null });
    await commerce.db.query('UPDATE pricing_settings SET min_cart_total = 1500, max_cart_total = 250000');
    expect(await commerce.carts.totalLimits()).toEqual({ min: 1500, max: 250000 });
  });

  it('catalog: when each product last changed, by handle', async () => {
    const [product] = await commerce.db.query<{ handle: string; created_at: Date | string }>(
      'SELECT handle, created_at FROM products ORDER BY id LIMIT 1',
    );
    const dates = await commerce.catalog.productChangeDates();
    const [count] = await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(dates.size).toBe(count!.n);
    expect(dates.get(product!.handle)?.toISOString()).toBe(new Date(product!.created_at).toISOString());
  });
});

describe('createCommerce', () => {
  it('gives services only: the query layer stays inside the engine', async () => {
    const commerce = await createCommerce({ seed: false, ...testDatabase() });
    try {
      expect('db' in commerce).toBe(false);
      expect(typeof commerce.settings.read).toBe('function');
    } finally {
      await commerce.close();
    }
  }, 180_000);
});
