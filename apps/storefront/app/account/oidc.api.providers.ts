import type { Route } from './+types/oidc.api.providers';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';

/** The list changes only when the merchant edits a provider: shared caches may keep it half a minute. */
const PROVIDERS_CACHE = 'public, max-age=30, stale-while-revalidate=60';

/** GET /api/store/oidc/providers → `{ providers: [{ slug, name, start_url }] }`, the enabled ones in button order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(['GET']);
  return apiHandler(async () =>
    json({ providers: await context.commerce.oidc.listProviders() }, { headers: { 'Cache-Control': PROVIDERS_CACHE } }),
  );
}

export function action() {
  return methodNotAllowed(['GET']);
}
