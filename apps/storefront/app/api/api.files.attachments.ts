import type { Route } from './+types/api.files.attachments';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /attachments?product_id= → `{ attachments: [{ id, title, filename, content_type, size, url }] }`; the same for every shopper. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.files.attachments(query), { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
