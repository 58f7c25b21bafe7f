import { z } from 'zod';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import { cachedRead } from '../db/read-cache';

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
  name: z.string().trim().toLowerCase().regex(THEME_NAME_PATTERN, 'A theme name is lower-case letters, digits and dashes'),
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
  reservation_minutes: z.number().int().min(1).max(24 * 60).nullable().default(null),
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

/** Every store setting, defaults filled in. */
export interface StoreSettings {
  theme: ThemeSetting;
  analytics: AnalyticsSetting;
  cart: CartSetting;
  checkout: CheckoutSetting;
}

const SCHEMAS = {
  theme: themeSettingSchema,
  analytics: analyticsSettingSchema,
  cart: cartSettingSchema,
  checkout: checkoutSettingSchema,
} as const;
export type StoreSettingName = keyof typeof SCHEMAS;

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
  return {
    theme: theme.success ? theme.data : { name: DEFAULT_STORE_THEME },
    analytics: analytics.success ? analytics.data : EMPTY_ANALYTICS,
    cart: cartSettingSchema.parse({}),
    checkout: checkoutSettingSchema.parse({}),
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
      for (const row of rows) {
        if (!(row.name in SCHEMAS)) continue;
        const name = row.name as StoreSettingName;
        const parsed = SCHEMAS[name].safeParse(row.value);
        if (parsed.success) (settings as unknown as Record<string, unknown>)[name] = parsed.data;
        else console.error(`store setting '${name}' is malformed; using the fallback`, parsed.error.issues);
      }
      return settings;
    },
    async write(name, value) {
      const schema = SCHEMAS[name];
      if (!schema) throw new CommerceError({ status: 422, code: 'UNKNOWN_SETTING', message: `No setting '${String(name)}'`, field: 'name' });
      const parsed = schema.safeParse(value);
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
      await db.query(
        `INSERT INTO store_settings (name, value, updated_at) VALUES ($1, $2::jsonb, now())
         ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [name, JSON.stringify(parsed.data)],
      );
      return parsed.data as StoreSettings[typeof name];
    },
  };
}
