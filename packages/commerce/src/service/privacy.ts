import {
  consentDecisionInputSchema,
  privacyQuerySchema,
  type ConsentCategory,
  type ConsentDecision,
  type ConsentMode,
  type PrivacySettingsBody,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { visitorLocation, type VisitorSignals } from '../money/ip';
import { consentModeFor } from './privacy-regions';
import { limitByAddress, type ServiceRequestContext } from './service.limits';
import { privacySettingSchema, readSetting } from './settings';

/** What each category covers, as the consent dialog words it. */
const CATEGORY_TEXTS: Record<ConsentCategory, { name: string; description: string }> = {
  necessary: {
    name: 'Strictly necessary',
    description: 'Keep your cart, your sign-in and your checkout working. Always on.',
  },
  analytics: {
    name: 'Analytics',
    description: 'Anonymous statistics about how the shop is used, so we can make it better.',
  },
  marketing: {
    name: 'Marketing',
    description: 'Let advertising partners measure our ads and show you relevant ones elsewhere.',
  },
  preferences: {
    name: 'Preferences',
    description: 'Remember your choices such as currency, language and recently viewed products.',
  },
};

interface DecisionRow {
  visitor_id: string;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  version: number;
  country: string;
  mode: ConsentMode;
  decided_at: Date | string;
}

const toDecision = (row: DecisionRow): ConsentDecision => ({
  visitor_id: row.visitor_id,
  categories: { necessary: true, analytics: row.analytics, marketing: row.marketing, preferences: row.preferences },
  version: row.version,
  country: row.country,
  mode: row.mode,
  decided_at: new Date(row.decided_at).toISOString(),
});

/**
 * The visitor's latest consent decision, or null when they never decided.
 * Server-side relays (conversion API, ad pixel) use it to check `marketing`
 * (and analytics tools `analytics`) before sending anything about the visitor.
 *
 * @example const decision = await consentFor(db, visitorId); if (decision?.categories.marketing) relay(event);
 */
export async function consentFor(db: Db, visitorId: string): Promise<ConsentDecision | null> {
  const [row] = await db.query<DecisionRow>(
    `SELECT visitor_id::text AS visitor_id, analytics, marketing, preferences, version, country, mode, decided_at
     FROM consent_decisions WHERE visitor_id = $1 ORDER BY id DESC LIMIT 1`,
    [visitorId],
  );
  return row ? toDecision(row) : null;
}

/** GET /privacy_managements: the dialog for this visitor's region, and their latest decision when `visitor_id` is given. */
export async function privacySettings(db: Db, visitor: VisitorSignals, query: unknown): Promise<PrivacySettingsBody> {
  const { visitor_id } = parseInput(privacyQuerySchema, query);
  const setting = await readSetting(db, 'privacy', privacySettingSchema);
  const location = visitorLocation(visitor);
  const mode = consentModeFor(location.iso_code, location.state);
  const decision = visitor_id ? await consentFor(db, visitor_id) : null;
  return {
    version: setting.version,
    country: location.iso_code,
    mode,
    policy_url: setting.policy_url,
    categories: (Object.keys(CATEGORY_TEXTS) as ConsentCategory[]).map((key) => ({
      key,
      ...CATEGORY_TEXTS[key],
      required: key === 'necessary',
      // Where notice is enough, optional categories start on and the visitor may switch them off.
      default: key === 'necessary' || mode === 'notice',
    })),
    decision,
    needs_decision: decision === null || decision.version < setting.version,
  };
}

/**
 * POST /privacy_managements: appends the visitor's decision to the audit log
 * (UTC time, country and mode of the request) and answers with it. A decision
 * on another version than the current one is a 409: the visitor saw outdated
 * wording and must be asked again. Rate limited per address.
 */
export async function recordConsent(
  db: Db,
  input: unknown,
  visitor: VisitorSignals,
  context: ServiceRequestContext,
  now: Date,
): Promise<{ decision: ConsentDecision }> {
  const { visitor_id, categories, version } = parseInput(consentDecisionInputSchema, input);
  const setting = await readSetting(db, 'privacy', privacySettingSchema);
  if (version !== setting.version) {
    throw new CommerceError({
      status: 409,
      code: 'CONSENT_VERSION_CHANGED',
      message: 'The privacy settings have changed, please review them again',
      field: 'version',
    });
  }
  await limitByAddress(db, 'consent', context, now);
  const location = visitorLocation(visitor);
  const [row] = await db.query<DecisionRow>(
    `INSERT INTO consent_decisions (visitor_id, analytics, marketing, preferences, version, country, mode, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING visitor_id::text AS visitor_id, analytics, marketing, preferences, version, country, mode, decided_at`,
    [
      visitor_id,
      categories.analytics,
      categories.marketing,
      categories.preferences,
      version,
      location.iso_code,
      consentModeFor(location.iso_code, location.state),
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('Recording the decision returned no row');
  return { decision: toDecision(row) };
}
