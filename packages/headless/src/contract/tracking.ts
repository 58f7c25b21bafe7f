import { z } from './zod';

/** Events one intake call may carry. */
export const MAX_EVENTS_PER_BATCH = 50;

const bag = z.record(z.string().max(64), z.unknown());

/** One shopper event as the storefront reports it. */
export const shopperEventSchema = z.object({
  /** Shared by the pixel and the conversion API so the receiver can de-duplicate (e.g. Base64 of the order number). */
  event_id: z.string().trim().min(1, 'Every event needs an event_id').max(128),
  event_name: z
    .string()
    .trim()
    .min(1, 'Every event needs an event_name')
    .max(64)
    .regex(/^[A-Za-z0-9_:. -]+$/, 'Event names use letters, digits, _ : . - and spaces'),
  /** Unix seconds; now when absent. */
  event_time: z.number().int().positive().optional(),
  event_source_url: z.string().trim().url('event_source_url must be an address').max(2048).optional(),
  user_data: bag.optional(),
  properties: bag.optional(),
  context: bag.optional(),
});
export type ShopperEvent = z.infer<typeof shopperEventSchema>;

/** POST /api/statistics/events: a batch, relayed only when `consent` is true. */
const visitorIdField = z.string().uuid('visitor_id must be the storefront visitor id (a UUID)').optional();

export const eventBatchSchema = z.object({
  consent: z.boolean({ message: 'Say whether the shopper consented to tracking' }),
  /** The storefront visitor id: a decision stored by POST /privacy_managements overrides `consent`. */
  visitor_id: visitorIdField,
  events: z
    .array(shopperEventSchema)
    .min(1, 'Send at least one event')
    .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at once`),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

/** POST /api/statistics/track: one event with its consent flag. */
export const trackEventSchema = shopperEventSchema.extend({
  consent: z.boolean({ message: 'Say whether the shopper consented to tracking' }),
  visitor_id: visitorIdField,
});

/** What happened to a batch. */
export interface IntakeResult {
  /** New events taken in (and relayed where configured). */
  accepted: number;
  /** Events whose id was already taken in: not relayed again. */
  duplicates: number;
  /** Events dropped because the shopper did not consent. */
  skipped: number;
  /** Messages that reached a relay destination with a 2xx answer. */
  relayed: number;
}
