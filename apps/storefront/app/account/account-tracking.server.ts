import type { AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import { TRACKING_NUMBER, type OrderTracking } from '@vitrine/headless/contract';
import { z } from 'zod';

/** An order's tracking as the pages show it: the stages, and the carrier's own page once it shipped. */
export interface TrackedOrder {
  tracking: OrderTracking;
  carrier: { name: string; url: string } | null;
}

/**
 * The carrier of a shipped order's tracking number and the link to its
 * tracking page; null before shipping or for a number no carrier of the
 * store uses.
 */
export async function carrierLink(
  context: AppLoadContext,
  trackingNumber: string | null,
): Promise<TrackedOrder['carrier']> {
  if (!trackingNumber) return null;
  const lookup = await context.commerce.trackhub.lookup({ tracking_number: trackingNumber });
  return lookup.carrier && lookup.tracking_url ? { name: lookup.carrier.name, url: lookup.tracking_url } : null;
}

/** The simple shape of an e-mail address; the engine checks it again. */
const emailShape = z.email();

/**
 * The tracking form's fields checked one by one, so each message lands on its
 * own field (the engine's either-or schema can only say the whole query is wrong).
 */
export function checkTrackingQuery(query: { number: string; email: string } | { tracking_number: string }) {
  const errors: Record<string, string[]> = {};
  if ('tracking_number' in query) {
    if (!TRACKING_NUMBER.test(query.tracking_number.trim())) {
      errors.tracking_number = ['Enter a valid tracking number (5–50 letters and digits)'];
    }
  } else {
    if (query.number.trim() === '') errors.order_number = ['This field is required'];
    if (query.email.trim() === '') errors.email = ['This field is required'];
    else if (!emailShape.safeParse(query.email.trim()).success) errors.email = ['Enter a valid email'];
  }
  const [first] = Object.entries(errors);
  if (first) {
    throw new CommerceError({ status: 422, code: 'VALIDATION_FAILED', message: first[1][0]!, field: first[0], errors });
  }
}

/**
 * Tracks an order by number and e-mail, or by tracking number (the engine
 * answers 404 'Could Not Find Order' for a mismatch, exactly as for an
 * unknown order, so nothing about other orders leaks), with its carrier link.
 */
export async function trackOrder(
  context: AppLoadContext,
  query: { number: string; email: string } | { tracking_number: string },
): Promise<TrackedOrder> {
  checkTrackingQuery(query);
  const tracking = await context.commerce.orders.trackOrder(query);
  return { tracking, carrier: await carrierLink(context, tracking.tracking_number) };
}
