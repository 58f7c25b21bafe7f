import type { Route } from './+types/api.store.pages';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/** GET /policies (list), GET /policies/{handle} ({ policy }) and GET /faq ({ faq }): sanitized HTML. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { pages } = context.commerce.content;
    const cache = { headers: { 'Cache-Control': CATALOG_CACHE } };
    const path = new URL(request.url).pathname;
    if (path.endsWith('/faq')) return json({ faq: pages.faq() }, cache);
    if (params.handle !== undefined) return json({ policy: pages.getPolicy(params.handle) }, cache);
    return json({ policies: pages.listPolicies() }, cache);
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
