import type { Route } from './+types/api.store.cart.line';
import { readCartToken } from './cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['PUT', 'DELETE']);
}

/** PUT /api/store/cart/{key} changes a line's quantity (0 removes it); DELETE removes it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = readCartToken(request);
  switch (request.method) {
    case 'PUT':
      return apiHandler(async () =>
        json(await context.commerce.carts.updateLine(token, params.key, await readJsonBody(request))),
      );
    case 'DELETE':
      return apiHandler(async () => json(await context.commerce.carts.removeLine(token, params.key)));
    default:
      return methodNotAllowed(['PUT', 'DELETE']);
  }
}
