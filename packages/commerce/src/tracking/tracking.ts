import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { parseInput } from '../errors';
import {
  adPixelMessage,
  conversionApiMessage,
  httpSender,
  type RelayConfig,
  type RelayMessage,
  type RelaySender,
  type RequestOrigin,
} from './tracking.relay';
import { eventBatchSchema, trackEventSchema, type IntakeResult, type ShopperEvent } from '@vitrine/headless/contract';

/** Options of `createTracking`. */
export interface TrackingOptions {
  config: RelayConfig;
  /**
   * The visitor's stored consent decision (POST /privacy_managements), or null
   * when they have not decided. A stored decision without `marketing` stops the
   * relays even when the page says `consent: true`.
   */
  storedConsent?: (visitorId: string) => Promise<{ categories: { marketing: boolean } } | null>;
  /** How messages leave; HTTP POST by default. */
  sender?: RelaySender;
  now?: () => Date;
}

/** The shopper-event intake and its server-side relays. */
export interface TrackingService {
  /** POST /api/statistics/events `{ consent, events: [...] }`. */
  intake(input: unknown, origin?: RequestOrigin): Promise<IntakeResult>;
  /** POST /api/statistics/track `{ consent, event_id, event_name, ... }`: one event. */
  track(input: unknown, origin?: RequestOrigin): Promise<IntakeResult>;
}

/**
 * Takes shopper events in and relays each new one to the conversion API and
 * the ad pixel. Nothing is stored or sent without consent. The event id is
 * claimed in the database before anything is sent, so a repeated event (a
 * retry, a second tab, the same id from pixel and server) is accepted but
 * never relayed twice. A receiver that fails is noted on the event and not
 * retried (as the browser tracker does).
 *
 * @example await tracking.intake({ consent: true, events: [{ event_id: 'T1', event_name: 'Purchase' }] }, { ip, userAgent });
 */
export function createTracking(db: Db, options: TrackingOptions): TrackingService {
  const send = options.sender ?? httpSender();
  const now = options.now ?? (() => new Date());

  async function relay(event: ShopperEvent, origin: RequestOrigin, at: Date): Promise<number> {
    const messages = [
      conversionApiMessage(options.config, event, origin, at),
      adPixelMessage(options.config, event, origin, at),
    ].filter((message): message is RelayMessage => message !== null);
    const outcomes = await Promise.all(
      messages.map(async (message) => {
        try {
          const { status } = await send(message);
          return status >= 200 && status < 300 ? { url: message.url } : { error: `${message.url} answered ${status}` };
        } catch (error) {
          return { error: `${message.url}: ${error instanceof Error ? error.message : String(error)}` };
        }
      }),
    );
    const reached = outcomes.flatMap((outcome) => (outcome.url !== undefined ? [outcome.url] : []));
    const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
    if (messages.length > 0) {
      await kyselyFor(db)
        .updateTable('tracking_events')
        .set({ relayed_to: reached, last_error: errors.length > 0 ? errors.join('; ').slice(0, 1000) : null })
        .where('event_id', '=', event.event_id)
        .execute();
    }
    return reached.length;
  }

  /** The page's flag, unless the visitor's stored decision says no to marketing. */
  async function consents(consent: boolean, visitorId: string | undefined): Promise<boolean> {
    if (!consent) return false;
    if (!visitorId || !options.storedConsent) return true;
    const decision = await options.storedConsent(visitorId);
    return decision ? decision.categories.marketing : true;
  }

  async function take(consent: boolean, events: ShopperEvent[], origin: RequestOrigin): Promise<IntakeResult> {
    const result: IntakeResult = { accepted: 0, duplicates: 0, skipped: 0, relayed: 0 };
    if (!consent) return { ...result, skipped: events.length };
    const at = now();
    const fresh: ShopperEvent[] = [];
    for (const event of events) {
      const claimed = await kyselyFor(db)
        .insertInto('tracking_events')
        .values({ event_id: event.event_id, event_name: event.event_name })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!claimed) result.duplicates += 1;
      else fresh.push(event);
    }
    result.accepted = fresh.length;
    const counts = await Promise.all(fresh.map((event) => relay(event, origin, at)));
    result.relayed = counts.reduce((sum, count) => sum + count, 0);
    return result;
  }

  return {
    intake: async (input, origin = {}) => {
      const { consent, visitor_id, events } = parseInput(eventBatchSchema, input);
      return take(await consents(consent, visitor_id), events, origin);
    },
    track: async (input, origin = {}) => {
      const { consent, visitor_id, ...event } = parseInput(trackEventSchema, input);
      return take(await consents(consent, visitor_id), [event], origin);
    },
  };
}
