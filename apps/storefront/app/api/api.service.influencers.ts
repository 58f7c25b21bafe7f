import type { Route } from './+types/api.service.influencers';
import { CATALOG_CACHE } from '../server/cache';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/**
 * GET /influencers?code= → `{ influencer: { code, name, handle, avatar_url, coupon_code, message } }`
 * (any letter case); 404 INFLUENCER_NOT_FOUND. Public: cacheable.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.service.influencer(query), { headers: { 'Cache-Control': CATALOG_CACHE } });
  });
}

/**
 * POST /influencers `{ code, landing_url, visitor_id? }` → `{ attribution: { code, expires_at } }`:
 * 201 for the visitor's first visit of the day, 200 for a repeat (nothing recorded twice).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const { attribution, created } = await context.commerce.service.recordReferral(body, { ip: context.clientIp });
    return json({ attribution }, { status: created ? 201 : 200 });
  });
}
