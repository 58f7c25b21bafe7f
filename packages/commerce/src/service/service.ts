import type {
  ConsentDecision,
  ContactChannelsBody,
  ContactTicketBody,
  InfluencerBody,
  MultiSitesBody,
  PrivacySettingsBody,
  ReferralAttributionBody,
} from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import type { VisitorSignals } from '../money/ip';
import { contactChannels, submitContactMessage } from './contact';
import { recordReferralVisit, resolveInfluencer } from './influencers';
import { consentFor, privacySettings, recordConsent } from './privacy';
import { acceptErrorReport } from './reports';
import type { ServiceRequestContext } from './service.limits';
import { multiSites } from './sites';

/** Shopper service: contact, error reports, privacy consent, regional sites and referrals. Inputs are validated with the service contract. */
export interface ShopperService {
  /** GET /contact_service: channels, address and the next seven days' opening hours in UTC. */
  contactChannels(): Promise<ContactChannelsBody>;
  /** POST /contact_service: files a ticket and queues the acknowledgement and the merchant's notice. */
  contact(input: unknown, context?: ServiceRequestContext): Promise<ContactTicketBody>;
  /** POST /report: stores an error report, grouped by fingerprint. */
  report(input: unknown, context?: ServiceRequestContext): Promise<{ accepted: true }>;
  /** GET /privacy_managements: the consent dialog for the visitor's region (and their latest decision). */
  privacySettings(visitor: VisitorSignals, query?: unknown): Promise<PrivacySettingsBody>;
  /** POST /privacy_managements: appends a consent decision to the audit log. */
  recordConsent(
    input: unknown,
    visitor: VisitorSignals,
    context?: ServiceRequestContext,
  ): Promise<{ decision: ConsentDecision }>;
  /**
   * The visitor's latest consent decision, or null. Server-side relays use it
   * so nothing about a visitor is sent without their consent.
   */
  consentFor(visitorId: string): Promise<ConsentDecision | null>;
  /** GET /api/app/multi_sites: regional sites, the current one by request host, and the one to suggest. */
  multiSites(visitor: VisitorSignals, host?: string | null): Promise<MultiSitesBody>;
  /** GET /influencers?code=. */
  influencer(query: unknown): Promise<InfluencerBody>;
  /** POST /influencers: a referral visit, once per visitor and day; `created` is false for a repeat. */
  recordReferral(
    input: unknown,
    context?: ServiceRequestContext,
  ): Promise<ReferralAttributionBody & { created: boolean }>;
}

/** Options of `createShopperService`. */
export interface ShopperServiceOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * The shopper-service module of the engine.
 *
 * @example
 * const service = createShopperService(db);
 * const { ticket } = await service.contact({ name, email, topic: 'order', message }, { ip });
 */
export function createShopperService(db: Db, options: ShopperServiceOptions = {}): ShopperService {
  const now = options.now ?? (() => new Date());
  return {
    contactChannels: () => contactChannels(db, now()),
    contact: (input, context = {}) => submitContactMessage(db, input, context, now()),
    report: (input, context = {}) => acceptErrorReport(db, input, context, now()),
    privacySettings: (visitor, query = {}) => privacySettings(db, visitor, query),
    recordConsent: (input, visitor, context = {}) => recordConsent(db, input, visitor, context, now()),
    consentFor: async (visitorId) => {
      // Anything that is not a UUID cannot have decided anything (and must not reach the uuid column).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(visitorId)) return null;
      return consentFor(db, visitorId);
    },
    multiSites: (visitor, host) => multiSites(db, visitor, host),
    influencer: (query) => resolveInfluencer(db, query, now()),
    recordReferral: (input, context = {}) => recordReferralVisit(db, input, context, now()),
  };
}
