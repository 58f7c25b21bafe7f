import type { Route } from './+types/api.store.cart.line';
import { runCartIntent } from './cart-intents.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['PUT', 'DELETE']);
}

/** PUT /api/store/cart/{key} changes a line's quantity (0 removes it); DELETE removes it (intents `update`, `remove`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  switch (request.method) {
    case 'PUT':
      return apiHandler(async () => {
        const body = (await readJsonBody(request)) as object;
        return json((await runCartIntent({ ...body, intent: 'update', key: params.key }, request, context)).cart);
      });
    case 'DELETE':
      return apiHandler(async () =>
        json((await runCartIntent({ intent: 'remove', key: params.key }, request, context)).cart),
      );
    default:
      return methodNotAllowed(['PUT', 'DELETE']);
  }
}
