import type { Route } from './+types/api.store.cart.batch';
import { runCartIntent } from './cart-intents.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/store/cart/batch_cart: add several variants at once, all or none (intent `add-batch`). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const body = (await readJsonBody(request)) as object;
    const { cart, headers } = await runCartIntent({ ...body, intent: 'add-batch' }, request, context);
    return json(cart, { headers });
  });
}
