/**
 * The one place the engine's configuration is read from environment
 * variables. The storefront's server and the `vitrine` command call
 * `commerceOptionsFromEnv(process.env)` and pass the result to
 * `createCommerce`; no other engine module reads the environment.
 */
import type { CommerceConfig } from './commerce';
import { storeUrlFrom } from './customers/accounts';
import { s3ConfigFromEnv } from './files/s3-store';
import type { StoreSettingsEnv } from './settings/store-settings';
import { relayConfigFromEnv } from './tracking/tracking.relay';

/** Environment variables by name (`process.env`, or a test's own record). */
export type CommerceEnv = Record<string, string | undefined>;

/** The store settings the environment stands in for while no row is stored (`VITRINE_THEME`, `VITRINE_GA4_ID`, ...). */
function settingsFallback(env: CommerceEnv): StoreSettingsEnv {
  const names = [
    'VITRINE_THEME',
    'VITRINE_GA4_ID',
    'VITRINE_META_PIXEL_ID',
    'VITRINE_TIKTOK_PIXEL_ID',
    'VITRINE_PINTEREST_TAG_ID',
    'VITRINE_ANALYTICS_RELAY',
    'STORE_URL',
    'VITRINE_PUBLIC_URL',
  ] as const satisfies readonly (keyof StoreSettingsEnv)[];
  const fallback: StoreSettingsEnv = {};
  for (const name of names) if (env[name] !== undefined) fallback[name] = env[name];
  return fallback;
}

/**
 * The engine's services configured from environment variables (the store's
 * location, `DATABASE_URL` and the data folder, is the caller's to choose):
 *
 * - mail: `STORE_URL` (else `http://localhost:$PORT`) for links, `SMTP_URL` and `MAIL_FROM` for delivery;
 * - files: every `VITRINE_S3_*` for an S3 bucket (some but not all stops the start), `VITRINE_FILES_SECRET`;
 * - money: `VITRINE_REWARDS_SECRET`, and the tracking relay's `VITRINE_STORE_ID`, `VITRINE_PIXEL_CODES`,
 *   `VITRINE_CONVERSION_API_URL`, `VITRINE_AD_PIXEL_URL`;
 * - settings: `VITRINE_THEME`, the analytics ids and the store's address (`STORE_URL`, else `VITRINE_PUBLIC_URL`),
 *   used while the store has no stored setting.
 *
 * Bad values (a relative `STORE_URL`, a partial S3 set) throw here, before anything opens.
 *
 * @example const commerce = await createCommerce({ dataDir: '.data', ...commerceOptionsFromEnv(process.env) });
 */
export function commerceOptionsFromEnv(
  env: CommerceEnv,
): Required<Pick<CommerceConfig, 'mail' | 'files' | 'money' | 'settings'>> {
  const s3 = s3ConfigFromEnv(env);
  return {
    mail: {
      storeUrl: storeUrlFrom(env),
      ...(env.SMTP_URL ? { smtp: { url: env.SMTP_URL, ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}) } } : {}),
    },
    files: {
      ...(s3 ? { s3 } : {}),
      ...(env.VITRINE_FILES_SECRET ? { secret: env.VITRINE_FILES_SECRET } : {}),
    },
    money: {
      ...(env.VITRINE_REWARDS_SECRET ? { rewardsSecret: env.VITRINE_REWARDS_SECRET } : {}),
      relay: relayConfigFromEnv(env),
    },
    settings: { fallback: settingsFallback(env) },
  };
}
