import type { RequestHandler } from 'msw';
import { accountHandlers, addressHandlers, wishlistHandlers } from './account';
import { cartHandlers, couponHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import { filesHandlers } from './files';
import { geoHandlers } from './geo';
import { moneyHandlers, rewardsHandlers } from './money';
import { orderHandlers } from './orders';
import { pluginHandlers } from './plugins';
import { serviceHandlers } from './service';
import { resetStoryData } from './state';

export { resetStoryData, storyData } from './state';

/**
 * MSW answers for the whole store API, one file per area, so every story works
 * with no server. Answers follow the store API's response schemas (checked by
 * `check.ts`) and remember changes within a story (add to cart changes the
 * cart) until `resetStoryData()`.
 *
 * Stories override single answers with `parameters.msw.handlers.<key>`:
 * reusing a key below replaces that whole area; any other key adds handlers
 * that win over these once `storyDataLoader` runs.
 */
export const handlers = {
  /** Orders before cart: `POST /cart/checkout` lives there. */
  orders: orderHandlers,
  cart: cartHandlers,
  coupons: couponHandlers,
  catalog: catalogHandlers,
  account: accountHandlers,
  addresses: addressHandlers,
  wishlist: wishlistHandlers,
  content: contentHandlers,
  money: moneyHandlers,
  rewards: rewardsHandlers,
  plugins: pluginHandlers,
  geo: geoHandlers,
  service: serviceHandlers,
  files: filesHandlers,
};

type MswParameter =
  { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> } | RequestHandler[];
type Worker = { resetHandlers(): void; use(...handlers: RequestHandler[]): void };

function storyHandlers(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers: list } = parameter;
  if (!list) return [];
  return (Array.isArray(list) ? list : Object.values(list)).flat().filter(Boolean) as RequestHandler[];
}

/** How long to wait for the MSW loader (they run side by side) before giving up on reordering. */
const WORKER_WAIT_MS = 5000;

/**
 * A story loader to put after `mswLoader()`: resets the demo data, then, once
 * MSW has installed the story's handlers, moves the story's own handlers in
 * front of the shared ones above. MSW uses the first handler that matches and
 * Storybook lists the shared keys first, so without this a story's
 * `handlers.coupons` would lose to the shared `POST /cart/coupons`.
 *
 * @example
 * loaders: [mswLoader(), storyDataLoader]
 */
export async function storyDataLoader(context: { parameters: Record<string, unknown>; msw?: unknown }) {
  resetStoryData();
  const started = Date.now();
  while (!(context as { msw?: Worker }).msw && Date.now() - started < WORKER_WAIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 10));
  // mswLoader() puts the worker on the loader context; Storybook's types do not know about it.
  const worker = (context as { msw?: Worker }).msw;
  if (!worker) return {};
  const shared = new Set<RequestHandler>(Object.values(handlers).flat());
  const all = storyHandlers(context.parameters.msw as MswParameter | undefined);
  const own = all.filter((h) => !shared.has(h));
  if (own.length) {
    worker.resetHandlers();
    worker.use(...own, ...all.filter((h) => shared.has(h)));
  }
  return {};
}
