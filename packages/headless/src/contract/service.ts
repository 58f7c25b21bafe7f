import { z } from './zod';
import type { Locale } from '../locale/locale.types';

/*
 * Shopper-service endpoints (spec 7): contact channels and the contact form,
 * the storefront's error reports, privacy consent, regional sites and
 * influencer referrals. The server validates with these very schemas.
 */

/** Longest URL accepted anywhere in these payloads (a practical browser limit). */
export const SERVICE_URL_MAX = 2048;
/** Phone limit and allowed characters of the spec (section 5): digits and + - ( ) . / */
export const SERVICE_PHONE_MAX = 30;
const PHONE_CHARACTERS = /^[0-9+\-()./]*$/;
/** Control characters other than line breaks and tabs have no place in a typed message. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern refuses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern refuses
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;

const isoTime = z.string().describe('UTC time, ISO 8601');

// ---------------------------------------------------------------- contact

/** Topics a contact-us message is filed under. */
export const CONTACT_TOPICS = ['order', 'shipping', 'returns', 'product', 'payment', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
/** Bounds of the contact form. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact_service: the contact-us form. The message is kept as plain text. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(CONTACT_NAME_MAX, `Use at most ${CONTACT_NAME_MAX} characters`)
    .regex(SINGLE_LINE, 'Use letters, digits and punctuation only'),
  email: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(254, 'Enter a valid email')
    .pipe(z.email('Enter a valid email')),
  phone: z
    .string()
    .trim()
    .max(SERVICE_PHONE_MAX, `Use at most ${SERVICE_PHONE_MAX} characters`)
    .regex(PHONE_CHARACTERS, 'Enter a valid phone number')
    .optional(),
  order_number: z
    .string()
    .trim()
    .regex(/^#?[A-Za-z0-9-]{1,50}$/, 'Enter an order number as shown in your confirmation')
    .optional(),
  topic: z.enum(CONTACT_TOPICS, { error: `Choose a topic: ${CONTACT_TOPICS.join(', ')}` }),
  message: z
    .string({ error: 'This field is required' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Use at most ${CONTACT_MESSAGE_MAX} characters`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'Remove the control characters from your message'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** 201 answer of POST /contact_service. */
export const contactTicketSchema = z.object({
  ticket: z.object({
    /** Quote it in a reply, e.g. `SR-100042`. */
    number: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    created_at: isoTime,
  }),
});
export type ContactTicketBody = z.infer<typeof contactTicketSchema>;

/** One opening period, as exact UTC instants (correct across daylight-saving changes). */
export const openingPeriodSchema = z.object({
  /** Weekday in the store's time zone, e.g. `monday`. */
  day: z.string(),
  opens_at: isoTime,
  closes_at: isoTime,
});

/** GET /contact_service: how to reach the store. */
export const contactChannelsSchema = z.object({
  contact: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    whatsapp_url: z.string().nullable(),
    chat_url: z.string().nullable(),
    address: z.object({
      company: z.string(),
      address1: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      postcode: z.string().nullable(),
      country: z.string(),
    }),
    /** IANA name, e.g. `Europe/London`. */
    time_zone: z.string(),
    /** Opening periods of the next seven days (today first, in the store's time zone), in UTC. */
    opening_hours: z.array(openingPeriodSchema),
    topics: z.array(z.enum(CONTACT_TOPICS)),
  }),
});
export type ContactChannelsBody = z.infer<typeof contactChannelsSchema>;

// ---------------------------------------------------------------- error reports

/** What the storefront reports (spec 8). */
export const REPORT_KINDS = [
  'error',
  'unhandled_rejection',
  'api_error',
  'script_failure',
  'store_id_missing',
] as const;
export const REPORT_MESSAGE_MAX = 1000;
export const REPORT_STACK_MAX = 8000;
/** Keys and value length of a report's `context`: enough to say where, small enough to store every time. */
export const REPORT_CONTEXT_MAX_KEYS = 20;
export const REPORT_CONTEXT_VALUE_MAX = 200;

const contextValue = z.union([z.string().max(REPORT_CONTEXT_VALUE_MAX), z.number(), z.boolean(), z.null()], {
  error: `Context values are short texts (≤ ${REPORT_CONTEXT_VALUE_MAX}), numbers, booleans or null`,
});

/** POST /report: one error seen by the storefront. */
export const errorReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: `kind is one of ${REPORT_KINDS.join(', ')}` }),
  message: z
    .string({ error: 'This field is required' })
    .trim()
    .min(1, 'This field is required')
    .max(REPORT_MESSAGE_MAX, `Use at most ${REPORT_MESSAGE_MAX} characters`),
  stack: z.string().max(REPORT_STACK_MAX, `Use at most ${REPORT_STACK_MAX} characters`).optional(),
  url: z.string().trim().max(SERVICE_URL_MAX).optional(),
  /** HTTP status of a failed API call. */
  status: z.number().int().min(100).max(599).optional(),
  /** Machine code of a failed API call or payment script (e.g. `PAYMENT_TIMEOUT`, `load_failed`). */
  code: z.string().trim().max(64).optional(),
  /** Build of the storefront that saw it. */
  release: z.string().trim().max(64).optional(),
  context: z
    .record(z.string().min(1).max(40), contextValue)
    .refine(
      (record) => Object.keys(record).length <= REPORT_CONTEXT_MAX_KEYS,
      `Send at most ${REPORT_CONTEXT_MAX_KEYS} context entries`,
    )
    .optional(),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;

/** 202 answer of POST /report. */
export const reportAcceptedSchema = z.object({ accepted: z.literal(true) });

// ---------------------------------------------------------------- privacy

/** Consent categories besides `necessary`, which is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** `opt_in`: nothing optional before the visitor agrees; `notice`: on unless the visitor opts out. */
export const CONSENT_MODES = ['opt_in', 'notice'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

const visitorId = z.uuid({ error: 'visitor_id must be the visitor id (a UUID)' });

/** The choices a visitor makes; `necessary` is implied. */
export const consentChoicesSchema = z.object({
  analytics: z.boolean({ error: 'Say yes or no to analytics' }),
  marketing: z.boolean({ error: 'Say yes or no to marketing' }),
  preferences: z.boolean({ error: 'Say yes or no to preferences' }),
});

/** POST /privacy_managements: a visitor's decision on the settings of `version`. */
export const consentDecisionInputSchema = z.object({
  visitor_id: visitorId,
  categories: consentChoicesSchema,
  version: z.number({ error: 'Send the settings version you showed' }).int().positive(),
});
export type ConsentDecisionInput = z.infer<typeof consentDecisionInputSchema>;

/** A recorded decision (the latest one counts). */
export const consentDecisionSchema = z.object({
  visitor_id: z.string(),
  categories: consentChoicesSchema.extend({ necessary: z.literal(true) }),
  version: z.number().int(),
  country: z.string(),
  mode: z.enum(CONSENT_MODES),
  decided_at: isoTime,
});
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** Query of GET /privacy_managements: the visitor, to include their latest decision. */
export const privacyQuerySchema = z.object({ visitor_id: visitorId.optional() });

/** GET /privacy_managements: what the consent dialog shows this visitor. */
export const privacySettingsSchema = z.object({
  version: z.number().int(),
  country: z.string(),
  mode: z.enum(CONSENT_MODES),
  policy_url: z.string(),
  categories: z.array(
    z.object({
      key: z.enum(CONSENT_CATEGORIES),
      name: z.string(),
      description: z.string(),
      /** Cannot be switched off. */
      required: z.boolean(),
      /** Switched on before the visitor decides. */
      default: z.boolean(),
    }),
  ),
  /** The visitor's latest decision, when `visitor_id` was given and they decided. */
  decision: consentDecisionSchema.nullable(),
  /** Ask the visitor: no decision yet, or one on an older version. */
  needs_decision: z.boolean(),
});
export type PrivacySettingsBody = z.infer<typeof privacySettingsSchema>;

// ---------------------------------------------------------------- regional sites

/** Locales a regional site may use (spec 2). */
export const SITE_LOCALES = [
  'da-DK',
  'de-DE',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'no-NO',
  'pt-PT',
  'ru-RU',
  'sv-SE',
  'zh-CN',
  'sp-ES',
] as const satisfies readonly Locale[];

export const regionalSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  countries: z.array(z.string()),
  locale: z.enum(SITE_LOCALES),
  currency: z.string(),
  is_current: z.boolean(),
});
export type RegionalSite = z.infer<typeof regionalSiteSchema>;

/** GET /api/app/multi_sites: the sites and the one to suggest (null when this site already serves the visitor). */
export const multiSitesSchema = z.object({
  country: z.string(),
  sites: z.array(regionalSiteSchema),
  suggested: regionalSiteSchema.nullable(),
});
export type MultiSitesBody = z.infer<typeof multiSitesSchema>;

// ---------------------------------------------------------------- influencers

/** How long a referral visit counts for the influencer. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
const influencerCode = z
  .string({ error: 'Enter a referral code' })
  .trim()
  .min(1, 'Enter a referral code')
  .max(64, 'Use at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A referral code has letters, digits, _ and - only');

/** GET /influencers?code= (any letter case). */
export const influencerQuerySchema = z.object({ code: influencerCode });

export const influencerSchema = z.object({
  influencer: z.object({
    code: z.string(),
    name: z.string(),
    handle: z.string(),
    avatar_url: z.string().nullable(),
    /** A live coupon that goes with the code, or null. */
    coupon_code: z.string().nullable(),
    message: z.string(),
  }),
});
export type InfluencerBody = z.infer<typeof influencerSchema>;

/** POST /influencers: a visit that arrived with a referral code. */
export const referralVisitSchema = z.object({
  code: influencerCode,
  /** The page the visitor landed on: an absolute http(s) address or a path. */
  landing_url: z
    .string({ error: 'This field is required' })
    .trim()
    .max(SERVICE_URL_MAX, `Use at most ${SERVICE_URL_MAX} characters`)
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, 'landing_url must be an http(s) address or a path'),
  /** The storefront's visitor id; the visit counts once per visitor (else per address) and day. */
  visitor_id: visitorId.optional(),
});
export type ReferralVisitInput = z.infer<typeof referralVisitSchema>;

export const referralAttributionSchema = z.object({
  attribution: z.object({ code: z.string(), expires_at: isoTime }),
});
export type ReferralAttributionBody = z.infer<typeof referralAttributionSchema>;
