import type { Route } from './+types/api.store.wishlist';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { requireSession, requireSessionForChange } from '../server/session.server';

/** GET /wish_list/wished → `{ data: { product_ids } }` (401 when signed out: the storefront opens its login dialog). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!new URL(request.url).pathname.endsWith('/wished')) return methodNotAllowed(['POST', 'DELETE']);
  return apiHandler(async () => {
    const session = await requireSession(request, context);
    return json(await context.commerce.accounts.wishlist.wished(session.customerId));
  });
}

/** POST /wish_list/wishing adds, DELETE removes; body `{ product_id, variant_id? }`; a full list is 422 `WISHLIST_FULL`. */
export async function action({ request, context }: Route.ActionArgs) {
  if (new URL(request.url).pathname.endsWith('/wished')) return methodNotAllowed(['GET']);
  if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['POST', 'DELETE']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const session = await requireSessionForChange(request, context, body);
    const { wishlist } = context.commerce.accounts;
    return json(
      request.method === 'POST'
        ? await wishlist.add(session.customerId, body)
        : await wishlist.remove(session.customerId, body),
    );
  });
}
