import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { CommerceError } from '../errors';
import { openTestCommerce } from '../test/harness';
import { methodsForAddress } from '../shipping/zones';
import { createStoreSettings, settingsFromEnv } from './store-settings';

let commerce: Commerce;

beforeAll(async () => {
  commerce = await openTestCommerce({ seed: false });
});
afterAll(() => commerce?.close());

describe('store settings', () => {
  it('falls back to the default theme and no analytics without rows or environment', async () => {
    const settings = await createStoreSettings(commerce.db, {}).read();
    expect(settings.theme).toEqual({ name: 'default' });
    expect(settings.analytics).toEqual({
      ga4_measurement_id: null,
      meta_pixel_id: null,
      tiktok_pixel_id: null,
      pinterest_tag_id: null,
      track_pinterest_ecommerce: true,
      relay_endpoint: null,
    });
  });

  it('takes the environment when no row is stored, and ignores a theme name that cannot be one', async () => {
    expect((await createStoreSettings(commerce.db, { VITRINE_THEME: 'Venue' }).read()).theme.name).toBe('venue');
    // Whether a theme is installed is the storefront's to check (it refuses to start); the name passes here.
    expect(settingsFromEnv({ VITRINE_THEME: 'aurora' }).theme.name).toBe('aurora');
    expect(settingsFromEnv({ VITRINE_THEME: 'not a theme!' }).theme.name).toBe('default');
    expect(settingsFromEnv({ VITRINE_GA4_ID: 'G-TEST1' }).analytics.ga4_measurement_id).toBe('G-TEST1');
  });

  it('stores a theme and an analytics setting; a stored row wins over the environment', async () => {
    const settings = createStoreSettings(commerce.db, { VITRINE_THEME: 'athena' });
    await settings.write('theme', { name: 'vogue' });
    await settings.write('analytics', { meta_pixel_id: '1234', relay_endpoint: 'http://127.0.0.1:9/collect' });
    const read = await settings.read();
    expect(read.theme.name).toBe('vogue');
    expect(read.analytics.meta_pixel_id).toBe('1234');
    expect(read.analytics.relay_endpoint).toBe('http://127.0.0.1:9/collect');
    expect(read.analytics.ga4_measurement_id).toBeNull();

    await settings.write('theme', { name: 'showtime' });
    expect((await settings.read()).theme.name).toBe('showtime');
    const rows = await commerce.db.query<{ name: string }>('SELECT name FROM store_settings ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['analytics', 'theme']);
  });

  it('refuses a theme that is not installed, or not a theme name, naming the field', async () => {
    const settings = createStoreSettings(commerce.db, {}, { installedThemes: ['default', 'aurora'] });
    const error = await settings.write('theme', { name: 'neon' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ status: 422, code: 'UNKNOWN_THEME', field: 'name' });
    expect((error as Error).message).toContain('default, aurora');
    expect(await settings.write('theme', { name: 'Aurora' })).toEqual({ name: 'aurora' });
    const malformed = await settings.write('theme', { name: 'no such/theme' }).catch((e: unknown) => e);
    expect(malformed).toMatchObject({ status: 422, code: 'INVALID_SETTING', field: 'name' });
    const bad = await settings.write('analytics', { relay_endpoint: 'javascript:alert(1)' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 422, field: 'relay_endpoint' });
  });

  it('uses the fallback when a stored row is malformed', async () => {
    await commerce.db.query(`UPDATE store_settings SET value = '{"name": 42}'::jsonb WHERE name = 'theme'`);
    const read = await createStoreSettings(commerce.db, { VITRINE_THEME: 'athena' }).read();
    expect(read.theme.name).toBe('athena');
  });

  it('shows the coupon input on both devices and no reservation countdown by default; stores the cart setting', async () => {
    expect((await createStoreSettings(commerce.db, {}).read()).cart).toEqual({
      coupon_input: { mobile: 1, desktop: 1 },
      reservation_minutes: null,
    });
    const settings = createStoreSettings(commerce.db, {});
    await settings.write('cart', { coupon_input: { mobile: 0 }, reservation_minutes: 15 });
    expect((await settings.read()).cart).toEqual({ coupon_input: { mobile: 0, desktop: 1 }, reservation_minutes: 15 });
    const bad = await settings.write('cart', { coupon_input: { desktop: 2 } }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 422, code: 'INVALID_SETTING', field: 'coupon_input.desktop' });
    await commerce.db.query(`DELETE FROM store_settings WHERE name = 'cart'`);
  });

  it('sells everywhere with every payment method by default; a checkout setting closes the shop, limits methods and countries, pauses deliveries', async () => {
    const settings = createStoreSettings(commerce.db, {});
    expect((await settings.read()).checkout).toEqual({
      is_closed: false,
      payment_methods: null,
      shipping_countries: null,
      paused_shipping_countries: [],
      undeliverable_postcodes: {},
    });
    const [zone] = await commerce.db.query<{ id: number }>(
      `INSERT INTO shipping_zones (name, countries, position) VALUES ('Iceland', ARRAY['IS'], 0) RETURNING id`,
    );
    await commerce.db.query(
      `INSERT INTO shipping_methods (zone_id, title, rate_type, rates, position) VALUES ($1, 'Post', 'flat', '{"amount": 900}', 0)`,
      [zone!.id],
    );
    const iceland = { country: 'IS', province: '', postcode: '101' };
    expect((await methodsForAddress(commerce.db, iceland)).map((method) => method.title)).toEqual(['Post']);

    await settings.write('checkout', {
      is_closed: true,
      payment_methods: [],
      shipping_countries: ['IS', 'NO'],
      paused_shipping_countries: ['IS'],
      undeliverable_postcodes: { NO: ['91'] },
    });
    expect((await settings.read()).checkout).toMatchObject({
      is_closed: true,
      payment_methods: [],
      undeliverable_postcodes: { NO: ['91'] },
    });
    // Paused: the zone and its method stay, but nothing is offered there.
    expect(await methodsForAddress(commerce.db, iceland)).toEqual([]);

    const bad = await settings.write('checkout', { shipping_countries: ['us'] }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 422, code: 'INVALID_SETTING', field: 'shipping_countries.0' });
    const badPostcodes = await settings
      .write('checkout', { undeliverable_postcodes: { Norway: ['91'] } })
      .catch((e: unknown) => e);
    expect(badPostcodes).toMatchObject({ status: 422, code: 'INVALID_SETTING' });
    await commerce.db.query(`DELETE FROM store_settings WHERE name = 'checkout'`);
    expect((await methodsForAddress(commerce.db, iceland)).map((method) => method.title)).toEqual(['Post']);
    await commerce.db.query('DELETE FROM shipping_zones WHERE id = $1', [zone!.id]);
  });
});
