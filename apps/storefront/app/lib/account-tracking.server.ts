import type { AppLoadContext } from 'react-router';
import type { OrderTracking } from '@vitrine/headless/contract';

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

/**
 * Tracks an order by number and e-mail, or by tracking number (the engine
 * answers 404 'Could Not Find Order' for a mismatch, exactly as for an
 * unknown order, so nothing about other orders leaks), with its carrier link.
 */
export async function trackOrder(
  context: AppLoadContext,
  query: { number: string; email: string } | { tracking_number: string },
): Promise<TrackedOrder> {
  const tracking = await context.commerce.orders.trackOrder(query);
  return { tracking, carrier: await carrierLink(context, tracking.tracking_number) };
}
