import { z } from 'zod';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import { cachedRead } from '../db/read-cache';
import { DEFAULT_STORE_CURRENCY } from '../config';

/**
 * The theme used when the merchant chose none. Which themes exist is the
 * storefront's to say (`CommerceConfig.settings.installedThemes`).
 */
export const DEFAULT_STORE_THEME = 'default';

/** A theme's name, as in its package `@vitrine/theme-<name>`: 2–32 lower-case letters, digits and dashes. */
export const THEME_NAME_PATTERN = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;

/**
 * `theme`: the merchant's theme, by name. Which themes exist is the
 * storefront's to say (the theme packages it has installed): it passes them
 * as `installedThemes`, and a name outside them is refused.
 */
export const themeSettingSchema = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .regex(THEME_NAME_PATTERN, 'A theme name is lower-case letters, digits and dashes'),
});
export type ThemeSetting = z.infer<typeof themeSettingSchema>;

const trackingId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A tracking id has letters, digits, - and _ only')
  .nullable()
  .default(null);

/**
 * `analytics`: which ad and analytics destinations the storefront loads after
 * consent (spec 3 options: tracking ids, `track_pinterest`,
 * `track_pinterest_ecommerce`). `relay_endpoint` is where the browser sends the
 * events the server relays to the conversion API and ad pixel (the store's own
 * `/api/statistics/events` when null).
 */
export const analyticsSettingSchema = z.object({
  ga4_measurement_id: trackingId,
  meta_pixel_id: trackingId,
  tiktok_pixel_id: trackingId,
  pinterest_tag_id: trackingId,
  track_pinterest_ecommerce: z.boolean().default(true),
  relay_endpoint: z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value), 'A path or an http(s) address')
    .nullable()
    .default(null),
});
export type AnalyticsSetting = z.infer<typeof analyticsSettingSchema>;

/** A device flag of the store option `cart_show_input_coupon`: 1 shows the coupon input, 0 hides it. */
const deviceFlag = z.union([z.literal(0), z.literal(1)]).default(1);

/**
 * `cart`: how the cart page behaves. `coupon_input` is the store option
 * `cart_show_input_coupon`: whether the cart shows the discount-code input on
 * mobile (under 768 px) and on desktop; the code a visitor arrived with is
 * applied only where it is shown (spec 5). `reservation_minutes` is how long
 * the cart page counts down the shopper's reservation (spec 9: in minutes);
 * null shows no countdown.
 */
export const cartSettingSchema = z.object({
  coupon_input: z.object({ mobile: deviceFlag, desktop: deviceFlag }).default({ mobile: 1, desktop: 1 }),
  reservation_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
});
export type CartSetting = z.infer<typeof cartSettingSchema>;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO code in capitals (US, DE)');

/**
 * `checkout`: whether and where the store sells. `is_closed` closes the shop
 * (every page says so; checkout and orders are refused with `SHOP_CLOSED`).
 * `payment_methods` lists the payment methods offered, by id (null: every
 * installed one; empty: none, "No payment methods available").
 * `shipping_countries` limits where orders ship (null: wherever a shipping
 * zone reaches; an address elsewhere gets "This order cannot be shipped to the
 * entered address"). `paused_shipping_countries` keeps addresses there but
 * offers no shipping method ("No shipping methods available"), e.g. while a
 * carrier does not deliver. `undeliverable_postcodes` lists, per country,
 * postcode prefixes the carriers cannot reach ("Postal code not deliverable").
 */
export const checkoutSettingSchema = z.object({
  is_closed: z.boolean().default(false),
  payment_methods: z.array(z.string().trim().min(1).max(64)).max(20).nullable().default(null),
  shipping_countries: z.array(countryCode).max(250).nullable().default(null),
  paused_shipping_countries: z.array(countryCode).max(250).default([]),
  undeliverable_postcodes: z.record(countryCode, z.array(z.string().trim().min(1).max(16)).max(500)).default({}),
});
export type CheckoutSetting = z.infer<typeof checkoutSettingSchema>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The store's public address: an https origin (http only for this machine,
 * `http://localhost:3000`), without path, query or fragment. A trailing slash
 * is dropped.
 */
export const storeUrlSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The store URL is an absolute address, like https://shop.example' });
      return;
    }
    const local = LOCAL_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
      ctx.addIssue({ code: 'custom', message: 'The store URL starts with https:// (http:// only for localhost)' });
    } else if (url.origin !== value || url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message: `The store URL is an origin only, like ${url.origin}: no path, query or user`,
      });
    }
  });

/**
 * `store`: what the store is; a change keeps the fields it leaves out. `url` is its public origin: links in e-mails
 * and pages point there (null: the deployment's `STORE_URL`, else the
 * address the server runs on). `currency` is the ISO 4217 code prices are
 * stored, shown and charged in; one the store has an exchange rate for. Both
 * are read when the store starts: a change applies after a restart. The
 * currency cannot change once the store has orders (409 `CURRENCY_LOCKED`):
 * prices are amounts in it, and converting them is a catalogue job.
 */
export const storeSettingSchema = z.object({
  url: storeUrlSchema.nullable().default(null),
  currency: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'A currency is its three-letter ISO 4217 code (USD, EUR)'))
    .default(DEFAULT_STORE_CURRENCY),
});
export type StoreSetting = z.infer<typeof storeSettingSchema>;

/** Said of an amount that is no whole number: minor units are cents in USD, but yen in JPY (which has no smaller unit). */
const MINOR_UNITS_MESSAGE =
  'An amount is a whole number of minor units of the store currency (cents in USD, yen in JPY)';

const minorUnits = z
  .number({ message: MINOR_UNITS_MESSAGE })
  .int(MINOR_UNITS_MESSAGE)
  .max(2_000_000_000, 'An amount is at most 2,000,000,000 minor units');

/**
 * `cart_limits`: the smallest and largest cart total the checkout takes, in
 * minor units of the store currency ("Must have at least/at most {p} in
 * total"); null: no limit. Kept in the `pricing_settings` row the pricing
 * reads.
 */
export const cartLimitsSettingSchema = z
  .object({
    min_cart_total: minorUnits.min(0, 'The minimum cannot be negative').nullable().default(null),
    max_cart_total: minorUnits.min(1, 'The maximum is at least 1').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.min_cart_total !== null && value.max_cart_total !== null && value.min_cart_total > value.max_cart_total) {
      ctx.addIssue({ code: 'custom', path: ['max_cart_total'], message: 'The maximum cannot be below the minimum' });
    }
  });
export type CartLimitsSetting = z.infer<typeof cartLimitsSettingSchema>;

/** Every store setting, defaults filled in. */
export interface StoreSettings {
  theme: ThemeSetting;
  analytics: AnalyticsSetting;
  cart: CartSetting;
  checkout: CheckoutSetting;
  store: StoreSetting;
  cart_limits: CartLimitsSetting;
}

const SCHEMAS = {
  theme: themeSettingSchema,
  analytics: analyticsSettingSchema,
  cart: cartSettingSchema,
  checkout: checkoutSettingSchema,
  store: storeSettingSchema,
  cart_limits: cartLimitsSettingSchema,
} as const;
export type StoreSettingName = keyof typeof SCHEMAS;

/** Every setting's name, in the order the command lists them. */
export const STORE_SETTING_NAMES = Object.keys(SCHEMAS) as StoreSettingName[];

/** Settings read when the store starts: a change applies after a restart. */
export const SETTINGS_READ_AT_START: readonly StoreSettingName[] = ['store'];

/** Nothing configured: the default theme, no analytics destination. */
export const EMPTY_ANALYTICS: AnalyticsSetting = analyticsSettingSchema.parse({});

/** The environment variables that stand in for a missing row (a store configured by its deployment). */
export interface StoreSettingsEnv {
  VITRINE_THEME?: string;
  VITRINE_GA4_ID?: string;
  VITRINE_META_PIXEL_ID?: string;
  VITRINE_TIKTOK_PIXEL_ID?: string;
  VITRINE_PINTEREST_TAG_ID?: string;
  VITRINE_ANALYTICS_RELAY?: string;
  /** The store's public address (also where e-mail links point). */
  STORE_URL?: string;
  /** The public address pages link to (when STORE_URL is not set). */
  VITRINE_PUBLIC_URL?: string;
}

/**
 * The settings the environment gives (a row in `store_settings` wins over
 * them). Invalid values are ignored rather than stopping the store.
 *
 * @example settingsFromEnv({ VITRINE_THEME: 'vogue' }).theme // { name: 'vogue' }
 */
export function settingsFromEnv(env: StoreSettingsEnv): StoreSettings {
  const theme = themeSettingSchema.safeParse({ name: env.VITRINE_THEME?.trim().toLowerCase() });
  const analytics = analyticsSettingSchema.safeParse({
    ga4_measurement_id: env.VITRINE_GA4_ID || null,
    meta_pixel_id: env.VITRINE_META_PIXEL_ID || null,
    tiktok_pixel_id: env.VITRINE_TIKTOK_PIXEL_ID || null,
    pinterest_tag_id: env.VITRINE_PINTEREST_TAG_ID || null,
    relay_endpoint: env.VITRINE_ANALYTICS_RELAY || null,
  });
  const url = [env.STORE_URL, env.VITRINE_PUBLIC_URL]
    .map((value) => storeUrlSchema.safeParse(value ?? ''))
    .find((parsed) => parsed.success);
  return {
    theme: theme.success ? theme.data : { name: DEFAULT_STORE_THEME },
    analytics: analytics.success ? analytics.data : EMPTY_ANALYTICS,
    cart: cartSettingSchema.parse({}),
    checkout: checkoutSettingSchema.parse({}),
    store: { url: url?.data ?? null, currency: DEFAULT_STORE_CURRENCY },
    cart_limits: cartLimitsSettingSchema.parse({}),
  };
}

/** What the storefront tells the settings about itself. */
export interface StoreSettingsOptions {
  /** Names of the installed themes; `write('theme', …)` refuses any other (422 `UNKNOWN_THEME`). */
  installedThemes?: readonly string[];
}

/** Reads and changes the store settings. */
export interface StoreSettingsService {
  /** Every setting: the stored row, else the environment's value, else the default. */
  read(): Promise<StoreSettings>;
  /** Stores one setting (validated; 422 with the field on bad input) and returns it as stored. */
  write<N extends StoreSettingName>(name: N, value: unknown): Promise<StoreSettings[N]>;
}

/**
 * The store settings on the database. A malformed stored row is logged and
 * replaced by the fallback: a typo in a setting must not take the shop down.
 *
 * @example
 * const settings = createStoreSettings(commerce.db);
 * await settings.write('theme', { name: 'vogue' });
 * (await settings.read()).theme.name // 'vogue'
 */
export function createStoreSettings(
  db: Db,
  env: StoreSettingsEnv = {},
  options: StoreSettingsOptions = {},
): StoreSettingsService {
  return {
    async read() {
      const fallback = settingsFromEnv(env);
      const rows = await cachedRead(db, 'store-settings', () =>
        db.query<{ name: string; value: unknown }>('SELECT name, value FROM store_settings'),
      );
      const settings: StoreSettings = { ...fallback };
      const [limits] = await cachedRead(db, 'pricing-settings', () =>
        db.query<CartLimitsSetting>('SELECT min_cart_total, max_cart_total FROM pricing_settings'),
      );
      if (limits)
        settings.cart_limits = { min_cart_total: limits.min_cart_total, max_cart_total: limits.max_cart_total };
      for (const row of rows) {
        if (!(row.name in SCHEMAS) || row.name === 'cart_limits') continue;
        const name = row.name as StoreSettingName;
        const parsed = SCHEMAS[name].safeParse(row.value);
        if (parsed.success) (settings as unknown as Record<string, unknown>)[name] = parsed.data;
        else console.error(`store setting '${name}' is malformed; using the fallback`, parsed.error.issues);
      }
      if (settings.store.url === null) settings.store = { ...settings.store, url: fallback.store.url };
      return settings;
    },
    async write(name, value) {
      const schema = SCHEMAS[name];
      if (!schema)
        throw new CommerceError({
          status: 422,
          code: 'UNKNOWN_SETTING',
          message: `No setting '${String(name)}'`,
          field: 'name',
        });
      const parsed = schema.safeParse(name === 'store' ? await withStoredStore(db, value) : value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CommerceError({
          status: 422,
          code: 'INVALID_SETTING',
          message: issue?.message ?? 'Invalid setting',
          field: issue?.path.join('.') || String(name),
        });
      }
      const themes = options.installedThemes;
      if (name === 'theme' && themes && !themes.includes((parsed.data as ThemeSetting).name)) {
        throw new CommerceError({
          status: 422,
          code: 'UNKNOWN_THEME',
          message: `Theme '${(parsed.data as ThemeSetting).name}' is not installed; installed themes: ${themes.join(', ')}`,
          field: 'name',
        });
      }
      if (name === 'cart_limits') {
        const limits = parsed.data as CartLimitsSetting;
        await db.query(
          `INSERT INTO pricing_settings (id, min_cart_total, max_cart_total) VALUES (true, $1, $2)
           ON CONFLICT (id) DO UPDATE SET min_cart_total = EXCLUDED.min_cart_total, max_cart_total = EXCLUDED.max_cart_total`,
          [limits.min_cart_total, limits.max_cart_total],
        );
        return limits as StoreSettings[typeof name];
      }
      if (name === 'store') await checkStoreCurrency(db, (parsed.data as StoreSetting).currency);
      await db.query(
        `INSERT INTO store_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [name, JSON.stringify(parsed.data)],
      );
      return parsed.data as StoreSettings[typeof name];
    },
  };
}

/**
 * A change of the `store` setting over what is stored: a field it leaves out
 * keeps its value (setting the address alone must not put the currency back
 * to the default). `null` clears the address.
 */
async function withStoredStore(db: Db, value: unknown): Promise<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const [row] = await db.query<{ value: unknown }>(`SELECT value FROM store_settings WHERE name = 'store'`);
  const stored = storeSettingSchema.safeParse(row?.value);
  return stored.success ? { ...stored.data, ...value } : value;
}

/**
 * The store currency a change may set: one with an exchange rate (422
 * `UNSUPPORTED_CURRENCY`), and only while the store has no order, unless it
 * stays what it is (409 `CURRENCY_LOCKED`).
 */
async function checkStoreCurrency(db: Db, currency: string): Promise<void> {
  const [state] = await db.query<{ supported: string[]; current: string | null; has_orders: boolean }>(
    `SELECT ARRAY(SELECT rtrim(currency) FROM exchange_rates ORDER BY currency) AS supported,
            (SELECT value ->> 'currency' FROM store_settings WHERE name = 'store') AS current,
            EXISTS (SELECT 1 FROM orders) AS has_orders`,
  );
  const supported = state?.supported ?? [];
  if (!supported.includes(currency)) {
    throw new CommerceError({
      status: 422,
      code: 'UNSUPPORTED_CURRENCY',
      message: `The store has no exchange rate for ${currency}; currencies: ${supported.join(', ')}`,
      field: 'currency',
    });
  }
  const current = state?.current ?? DEFAULT_STORE_CURRENCY;
  if (currency !== current && state?.has_orders) {
    throw new CommerceError({
      status: 409,
      code: 'CURRENCY_LOCKED',
      message: `The store has orders in ${current}: its currency cannot change (prices and orders are amounts in it)`,
      field: 'currency',
    });
  }
}

/**
 * The settings the store reads when it starts (`createCommerce`): its
 * currency and public address, the stored `store` row, else the environment's
 * address and the default currency.
 */
export async function readStoreAtStart(db: Db, env: StoreSettingsEnv = {}): Promise<StoreSetting> {
  const fallback = settingsFromEnv(env).store;
  const [row] = await db.query<{ value: unknown }>(`SELECT value FROM store_settings WHERE name = 'store'`);
  if (!row) return fallback;
  const parsed = storeSettingSchema.safeParse(row.value);
  if (!parsed.success) {
    console.error(`store setting 'store' is malformed; using the fallback`, parsed.error.issues);
    return fallback;
  }
  return { url: parsed.data.url ?? fallback.url, currency: parsed.data.currency };
}
