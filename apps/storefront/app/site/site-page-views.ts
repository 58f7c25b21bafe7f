import { buildPageView, rememberAdClickIds, rememberCampaignMedium, type EventBus } from '@vitrine/headless';

/** One page shown: its spec route name, path and title. */
export interface PageView {
  routeName: string | null;
  path: string;
  title: string | null;
}

/**
 * Publishes a page view on the shopper-event bus and keeps the URL's ad-click
 * ids (spec 4) and campaign medium (for coupons' `utm_medium`) for the visit. In its own chunk: the first paint does not need
 * the tracking builders, and the bus keeps events until a tracker listens.
 *
 * @example publishPageView(bus, { routeName: 'cart', path: '/cart', title: 'Cart' }, window.sessionStorage);
 */
export function publishPageView(
  bus: EventBus,
  view: PageView,
  session: Pick<Storage, 'getItem' | 'setItem'> | null,
): void {
  try {
    const search = view.path.includes('?') ? view.path.slice(view.path.indexOf('?')) : '';
    if (session) {
      rememberAdClickIds(session, search);
      rememberCampaignMedium(session, search);
    }
  } catch {
    // No session storage: the ids of this URL still go with its own events.
  }
  const event = buildPageView({ routeName: view.routeName, path: view.path, title: view.title });
  bus.publish(event.name, event.payload);
}
