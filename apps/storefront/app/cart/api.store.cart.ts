import type { Route } from './+types/api.store.cart';
import { readCartToken } from './cart-cookie.server';
import { runCartIntent } from './cart-intents.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/** GET /api/store/cart: the shopper's cart (an empty cart when there is none yet). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => json(await context.commerce.carts.get(readCartToken(request))));
}

/** POST /api/store/cart: add one variant (intent `add`). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const body = (await readJsonBody(request)) as object;
    const { cart, headers } = await runCartIntent({ ...body, intent: 'add' }, request, context);
    return json(cart, { headers });
  });
}
