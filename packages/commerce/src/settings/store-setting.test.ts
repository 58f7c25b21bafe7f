import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Commerce } from '../commerce';
import { loadPricingSettings } from '../pricing/pricing.load';
import { expectCommerceError, ON_SERVER, openTestCommerce, testDatabase, uniqueSchema } from '../test/harness';
import { createStoreSettings, settingsFromEnv } from './store-settings';

/** The `store` setting (address, currency) and the cart total limits, and a store that sells in euros. */
let commerce: Commerce;

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
});
afterAll(() => commerce?.close());

describe('the store setting', () => {
  it('defaults to the deployment address and US dollars, and stores an https origin and a currency with a rate', async () => {
    expect((await createStoreSettings(commerce.db, {}).read()).store).toEqual({ url: null, currency: 'USD' });
    expect(settingsFromEnv({ STORE_URL: 'https://shop.example/' }).store.url).toBe('https://shop.example');
    expect(settingsFromEnv({ VITRINE_PUBLIC_URL: 'https://www.shop.example' }).store.url).toBe(
      'https://www.shop.example',
    );
    const settings = createStoreSettings(commerce.db, { STORE_URL: 'https://env.example' });
    expect((await settings.read()).store.url).toBe('https://env.example');

    expect(await settings.write('store', { url: ' https://shop.example/ ', currency: 'eur' })).toEqual({
      url: 'https://shop.example',
      currency: 'EUR',
    });
    expect((await settings.read()).store).toEqual({ url: 'https://shop.example', currency: 'EUR' });
    // A field left out keeps its value: the address alone leaves the currency as it is.
    expect(await settings.write('store', { url: 'https://www.shop.example' })).toEqual({
      url: 'https://www.shop.example',
      currency: 'EUR',
    });
    // A cleared address falls back to the deployment's.
    await settings.write('store', { url: null, currency: 'USD' });
    expect((await settings.read()).store).toEqual({ url: 'https://env.example', currency: 'USD' });
    expect(await settings.write('store', { url: 'http://localhost:3000' })).toMatchObject({
      url: 'http://localhost:3000',
    });
  });

  it.each([
    [{ url: 'http://shop.example' }, 'url'],
    [{ url: 'https://shop.example/shop' }, 'url'],
    [{ url: 'https://shop.example?a=1' }, 'url'],
    [{ url: 'shop.example' }, 'url'],
    [{ url: 'javascript:alert(1)' }, 'url'],
    [{ currency: 'EURO' }, 'currency'],
    [{ currency: 12 }, 'currency'],
  ])('refuses %j naming the field (422)', async (value, field) => {
    await expectCommerceError(createStoreSettings(commerce.db, {}).write('store', value), {
      status: 422,
      code: 'INVALID_SETTING',
      field,
    });
  });

  it('refuses a currency the store has no exchange rate for', async () => {
    const error = await expectCommerceError(createStoreSettings(commerce.db, {}).write('store', { currency: 'XAU' }), {
      status: 422,
      code: 'UNSUPPORTED_CURRENCY',
      field: 'currency',
    });
    expect(error.message).toContain('EUR');
  });

  it('locks the currency once the store has an order (409), and still takes the same currency and a new address', async () => {
    const settings = createStoreSettings(commerce.db, {});
    await settings.write('store', { currency: 'GBP' });
    await commerce.db.query(
      `INSERT INTO orders (number, idempotency_key, lookup_token_hash, email, currency, subtotal, total, payment_method,
                           shipping_address, placed_at, status, payment_status)
       VALUES ('T9001', 'store-setting-1', 'h', 'ada@example.com', 'GBP', 100, 100, 'test_card', '{}'::jsonb, now(), 'open', 'paid')`,
    );
    const locked = await expectCommerceError(settings.write('store', { currency: 'EUR' }), {
      status: 409,
      code: 'CURRENCY_LOCKED',
      field: 'currency',
    });
    expect(locked.message).toContain('GBP');
    expect(await settings.write('store', { url: 'https://new.example', currency: 'gbp' })).toEqual({
      url: 'https://new.example',
      currency: 'GBP',
    });
    expect((await settings.read()).store.currency).toBe('GBP');
    await commerce.db.query(`DELETE FROM orders WHERE number = 'T9001'`);
    await commerce.db.query(`DELETE FROM store_settings WHERE name = 'store'`);
  });
});

describe('the cart limits setting', () => {
  it('reads and writes the pricing row the checkout prices with', async () => {
    const settings = createStoreSettings(commerce.db, {});
    expect((await settings.read()).cart_limits).toEqual({ min_cart_total: null, max_cart_total: null });
    expect(await settings.write('cart_limits', { min_cart_total: 500, max_cart_total: 90_000 })).toEqual({
      min_cart_total: 500,
      max_cart_total: 90_000,
    });
    expect((await settings.read()).cart_limits).toEqual({ min_cart_total: 500, max_cart_total: 90_000 });
    expect(await loadPricingSettings(commerce.db)).toMatchObject({
      min_cart_total: 500,
      max_cart_total: 90_000,
      tax_shipping: true,
    });
    await settings.write('cart_limits', { min_cart_total: 1000 });
    expect((await settings.read()).cart_limits).toEqual({ min_cart_total: 1000, max_cart_total: null });
    const rows = await commerce.db.query<{ name: string }>(
      `SELECT name FROM store_settings WHERE name = 'cart_limits'`,
    );
    expect(rows).toEqual([]);
  });

  it.each([
    [{ min_cart_total: -1 }, 'min_cart_total'],
    [{ min_cart_total: 12.5 }, 'min_cart_total'],
    [{ min_cart_total: '500' }, 'min_cart_total'],
    [{ max_cart_total: 0 }, 'max_cart_total'],
    [{ min_cart_total: 5000, max_cart_total: 4999 }, 'max_cart_total'],
  ])('refuses %j naming the field (422) and keeps the limits', async (value, field) => {
    const settings = createStoreSettings(commerce.db, {});
    const before = (await settings.read()).cart_limits;
    await expectCommerceError(settings.write('cart_limits', value), { status: 422, code: 'INVALID_SETTING', field });
    expect((await settings.read()).cart_limits).toEqual(before);
  });
});

describe('a store selling in euros', () => {
  it('prices, carts and exchange rates in EUR after a restart; a 10,00 € product shows as the right dollar amount', async () => {
    const schema = uniqueSchema();
    const first = await openEngine({ seed: false, ...testDatabase(schema) });
    let second: Commerce | undefined;
    try {
      expect(first.store).toEqual({ url: null, currency: 'USD' });
      await createStoreSettings(first.db, {}).write('store', { currency: 'EUR' });
      // Read at the start: the running engine keeps its currency until the restart.
      expect(first.store.currency).toBe('USD');
      const [product] = await first.db.query<{ id: number }>(
        `INSERT INTO products (handle, title, description_html) VALUES ('stoneware-cup', 'Stoneware Cup', '') RETURNING id`,
      );
      const [variant] = await first.db.query<{ id: number }>(
        `INSERT INTO variants (product_id, title, sku, price, position) VALUES ($1, 'Default Title', 'CUP-1', 1000, 1) RETURNING id`,
        [product!.id],
      );
      await first.db.query('INSERT INTO inventory_levels (variant_id, on_hand) VALUES ($1, 5)', [variant!.id]);
      const restoreFrom = ON_SERVER ? undefined : await first.backup();
      second = await openEngine({ seed: false, ...testDatabase(schema), ...(restoreFrom ? { restoreFrom } : {}) });
      expect(second.store.currency).toBe('EUR');

      const shown = await second.catalog.getProduct('stoneware-cup');
      expect(shown).toMatchObject({ currency: 'EUR', price: 1000 });
      const { cart } = await second.carts.add(null, { variant_id: variant!.id, quantity: 1 });
      expect(cart.currency).toBe('EUR');

      const rates = await second.money.exchangeRates();
      expect(rates.base).toBe('EUR');
      expect(rates.rates.EUR).toBe(1);
      // Stored per US dollar (EUR 0.92): one euro is 1 / 0.92 dollars.
      expect(rates.rates.USD).toBeCloseTo(1 / 0.92, 10);
      expect(rates.rates.GBP).toBeCloseTo(0.79 / 0.92, 10);
      // What the shop shows a dollar shopper (headless convertPrice: major × rate(to) / rate(from)): $10.87, not $10.00.
      expect(Math.round(10 * rates.rates.USD! * 100)).toBe(1087);

      // A feed for this store is based on the euro; what is stored stays per dollar.
      await expectCommerceError(second.money.updateExchangeRates({ base: 'USD', rates: { GBP: 0.8 } }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'base',
      });
      await second.money.updateExchangeRates({ base: 'EUR', rates: { GBP: 0.85 } });
      expect((await second.money.exchangeRates()).rates.GBP).toBe(0.85);
      const [stored] = await second.db.query<{ rate: string }>(
        `SELECT rate FROM exchange_rates WHERE currency = 'GBP'`,
      );
      expect(Number(stored!.rate)).toBeCloseTo(0.85 * 0.92, 8);
      await second.money.updateExchangeRates({ base: 'EUR', rates: { USD: 1.25 } });
      expect((await second.money.exchangeRates()).rates).toMatchObject({ EUR: 1, USD: 1.25 });
    } finally {
      await second?.close();
      if (ON_SERVER) await first.db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await first.close();
    }
  });
});
