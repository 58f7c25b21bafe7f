import type { ShopperEvent } from '../../contract/tracking';
import type { StoreEvent } from '../../events/events.types';
import type { AdClickIds } from '../tracking.types';
import type { AnalyticsWindow } from './browser';

/**
 * The intake form of an event a pixel also sent: same `event_id` so the
 * network counts it once, the network's event name, the page, and the visit's
 * ad-click ids in `context.click_ids` (plus whatever the network reads).
 */
export function relayEventOf(input: {
  event: StoreEvent;
  win: AnalyticsWindow;
  network: string;
  eventId: string;
  eventName: string;
  clickIds: AdClickIds;
  properties: Record<string, unknown>;
  userData?: Record<string, unknown>;
  context?: Record<string, unknown>;
}): ShopperEvent {
  return {
    event_id: input.eventId,
    event_name: input.eventName,
    event_time: Math.floor(input.event.at / 1000),
    event_source_url: input.win.location.href,
    ...(input.userData && Object.keys(input.userData).length > 0 ? { user_data: input.userData } : {}),
    properties: input.properties,
    context: { network: input.network, click_ids: input.clickIds, ...input.context },
  };
}
