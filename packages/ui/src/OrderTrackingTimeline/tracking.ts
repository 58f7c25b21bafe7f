import type { OrderTracking } from '@vitrine/headless/contract';

/** The six progress stages, in order (spec 4). */
export const PROGRESS_STAGES = [
  'Ordered',
  'In Process',
  'Order Ready',
  'In Transit',
  'Out for Delivery',
  'Delivered',
] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** Carrier statuses (spec 4). */
export type TrackingStatus =
  'pending' | 'notfound' | 'transit' | 'pickup' | 'expired' | 'undelivered' | 'exception' | 'delivered';

/** What `GET /order-tracking/logistics` answers: the store contract's type, one type end to end. */
export type { OrderTracking };

/** One carrier scan. */
export interface TrackingEvent {
  /** ISO time, UTC. */
  at: string;
  description: string;
  location?: string;
}

/** How a stage is drawn: reached before the current one, the current one, or still ahead. */
export type StageState = 'complete' | 'current' | 'upcoming';

/**
 * The state of each of the six stages: the last one reached is `current`,
 * those before it `complete`, the rest `upcoming`. A fully delivered order
 * has every stage `complete`. Stages missing from the answer count as not done.
 *
 * @example
 * stageStates([{ name: 'Ordered', done: true }]); // [{ name: 'Ordered', state: 'current' }, { name: 'In Process', state: 'upcoming' }, …]
 */
export function stageStates(stages: OrderTracking['stages']): { name: ProgressStage; state: StageState }[] {
  const done = new Set(stages.filter((s) => s.done).map((s) => s.name));
  let lastReached = -1;
  PROGRESS_STAGES.forEach((name, i) => {
    if (done.has(name)) lastReached = i;
  });
  const allDone = lastReached === PROGRESS_STAGES.length - 1;
  return PROGRESS_STAGES.map((name, i) => ({
    name,
    state: i < lastReached || (allDone && i === lastReached) ? 'complete' : i === lastReached ? 'current' : 'upcoming',
  }));
}
