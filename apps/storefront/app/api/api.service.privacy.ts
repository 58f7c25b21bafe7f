import type { Route } from './+types/api.service.privacy';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { visitorSignals } from '../server/visitor.server';

/**
 * GET /privacy_managements?visitor_id= → the consent dialog for the visitor's region (from the
 * request headers, as GET /ip finds it) and their latest decision. Personal: never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.service.privacySettings(visitorSignals(request.headers), query), {
      headers: { Vary: 'Accept-Language' },
    });
  });
}

/**
 * POST /privacy_managements `{ visitor_id, categories: { analytics, marketing, preferences }, version }`
 * → 201 `{ decision }`, appended to the consent log. 409 CONSENT_VERSION_CHANGED for an outdated version.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const result = await context.commerce.service.recordConsent(body, visitorSignals(request.headers), {
      ip: context.clientIp,
    });
    return json(result, { status: 201 });
  });
}
