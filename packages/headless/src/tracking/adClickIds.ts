import type { AdClickIds } from './tracking.types';

/** Query parameters carrying an ad-click id (spec 4): TikTok, Meta, Google, Microsoft, X, Pinterest. */
export const AD_CLICK_ID_PARAMS: readonly string[] = ['ttclid', 'fbclid', 'gclid', 'msclkid', 'twclid', 'epik'];
/** Session-storage key holding the ad-click ids of this visit (spec 4: kept in session storage). */
export const AD_CLICK_IDS_SESSION_KEY = 'vitrine:ad-click-ids';

/** The part of `Storage` these helpers use (sessionStorage in a browser, a Map-backed fake in tests). */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The ad-click ids in a query string (only non-empty known parameters).
 *
 * @example
 * readAdClickIds('?gclid=abc&utm_source=x'); // { gclid: 'abc' }
 */
export function readAdClickIds(search: string): AdClickIds {
  const params = new URLSearchParams(search);
  const ids: AdClickIds = {};
  for (const name of AD_CLICK_ID_PARAMS) {
    const value = params.get(name);
    if (value) ids[name] = value;
  }
  return ids;
}

/**
 * The ad-click ids kept for this visit; `{}` when none or the record is unreadable.
 *
 * @example
 * loadAdClickIds(sessionStorage).fbclid;
 */
export function loadAdClickIds(storage: SessionStore): AdClickIds {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(AD_CLICK_IDS_SESSION_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

/**
 * Keeps the ad-click ids of a landing URL in session storage (spec 4),
 * merged over earlier ones (a newer click of the same network wins; others
 * stay). Returns the ids now kept. Storage failures (private mode, quota)
 * leave the record as it was.
 *
 * @example
 * rememberAdClickIds(sessionStorage, window.location.search);
 */
export function rememberAdClickIds(storage: SessionStore, search: string): AdClickIds {
  const found = readAdClickIds(search);
  const kept = loadAdClickIds(storage);
  if (Object.keys(found).length === 0) return kept;
  const merged = { ...kept, ...found };
  try {
    storage.setItem(AD_CLICK_IDS_SESSION_KEY, JSON.stringify(merged));
  } catch {
    return kept;
  }
  return merged;
}

/** Session-storage key holding the campaign medium (`utm_medium`) the visit arrived by. */
export const CAMPAIGN_MEDIUM_SESSION_KEY = 'vitrine:utm-medium';

/**
 * The campaign medium kept for this visit; `''` when none or storage is unreadable.
 *
 * @example
 * loadCampaignMedium(sessionStorage); // 'email'
 */
export function loadCampaignMedium(storage: Pick<Storage, 'getItem'> | null | undefined): string {
  try {
    return storage?.getItem(CAMPAIGN_MEDIUM_SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Keeps the `utm_medium` of a landing URL for the visit (a later campaign
 * link replaces it; a URL without one keeps what was there), so a coupon
 * applied pages later is still credited to the campaign (`utm_medium` of
 * `POST /cart/coupons`). Returns the medium now kept.
 *
 * @example
 * rememberCampaignMedium(sessionStorage, '?utm_source=news&utm_medium=email'); // 'email'
 */
export function rememberCampaignMedium(storage: SessionStore, search: string): string {
  const found = new URLSearchParams(search).get('utm_medium')?.trim().slice(0, 100) ?? '';
  if (!found) return loadCampaignMedium(storage);
  try {
    storage.setItem(CAMPAIGN_MEDIUM_SESSION_KEY, found);
  } catch {
    return loadCampaignMedium(storage);
  }
  return found;
}
