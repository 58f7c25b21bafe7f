import type { ConsentDecision, PrivacySettingsBody, StoreClient } from '@vitrine/headless';

/** Local-storage key of the id the consent log knows this browser by (a UUID, made on first need). */
export const PRIVACY_VISITOR_KEY = 'vitrine:privacy-visitor';
/** Local-storage key of the latest decision, so later pages start analytics without asking the server. */
export const CONSENT_RECORD_KEY = 'vitrine:consent';

/** What this browser remembers of its decision. */
export interface ConsentRecord {
  version: number;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** A UUID v4 without `crypto.randomUUID` (older browsers, plain http addresses). */
function uuid(random: () => number = Math.random): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id this browser's consent decisions are logged under, made and kept on first use.
 *
 * @example privacyVisitorId(localStorage) // '5f0c…-…'
 */
export function privacyVisitorId(
  storage: Store | null,
  make: () => string = () => globalThis.crypto?.randomUUID?.() ?? uuid(),
): string {
  try {
    const kept = storage?.getItem(PRIVACY_VISITOR_KEY);
    if (kept && UUID.test(kept)) return kept;
  } catch {
    // Blocked storage: a fresh id per page; the dialog will ask again, which is the safe side.
  }
  const id = make();
  try {
    storage?.setItem(PRIVACY_VISITOR_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

/** The remembered decision, or null (none, unreadable, or not this shape). */
export function readConsentRecord(storage: Store | null): ConsentRecord | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CONSENT_RECORD_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (typeof record.version !== 'number') return null;
    return {
      version: record.version,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      preferences: record.preferences === true,
    };
  } catch {
    return null;
  }
}

/** Remembers a decision the server recorded. */
export function writeConsentRecord(storage: Store | null, decision: ConsentDecision): ConsentRecord {
  const record: ConsentRecord = {
    version: decision.version,
    analytics: decision.categories.analytics,
    marketing: decision.categories.marketing,
    preferences: decision.categories.preferences,
  };
  try {
    storage?.setItem(CONSENT_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Then the dialog asks again on the next page, never tracks without asking.
  }
  return record;
}

/** Whether any destination may load: analytics for GA4, marketing for the ad pixels. */
export function allowsTracking(record: ConsentRecord | null): boolean {
  return Boolean(record && (record.analytics || record.marketing));
}

/** GET /privacy_managements for this visitor: the dialog's region mode and version, and whether to ask. */
export function fetchPrivacySettings(
  client: Pick<StoreClient, 'request'>,
  visitorId: string,
): Promise<PrivacySettingsBody> {
  return client.request<PrivacySettingsBody>('GET', '/privacy_managements', { query: { visitor_id: visitorId } });
}

/** POST /privacy_managements: appends the decision to the store's consent log. */
export async function saveConsent(
  client: Pick<StoreClient, 'request'>,
  input: { visitorId: string; version: number; analytics: boolean; marketing: boolean; preferences: boolean },
): Promise<ConsentDecision> {
  const { decision } = await client.request<{ decision: ConsentDecision }>('POST', '/privacy_managements', {
    body: {
      visitor_id: input.visitorId,
      version: input.version,
      categories: { analytics: input.analytics, marketing: input.marketing, preferences: input.preferences },
    },
  });
  return decision;
}
