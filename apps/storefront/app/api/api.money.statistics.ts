import type { Route } from './+types/api.money.statistics';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/** The shopper's address as the proxy in front of the app reports it. */
function clientIp(request: Request): string | null {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Real-IP') ?? forwarded ?? null;
}

/**
 * POST /api/statistics/events `{ consent, events: [{ event_id, event_name, event_time?, event_source_url?, user_data?, properties?, context? }] }`
 * and POST /api/statistics/track `{ consent, event_id, event_name, ... }` → 202
 * `{ accepted, duplicates, skipped, relayed }`. Relayed only with consent, once per event id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const body = await readJsonBody(request);
    const origin = { ip: clientIp(request), userAgent: request.headers.get('User-Agent') };
    const { tracking } = context.commerce.money;
    const isTrack = new URL(request.url).pathname.endsWith('/track');
    const result = isTrack ? await tracking.track(body, origin) : await tracking.intake(body, origin);
    return json(result, { status: 202 });
  });
}

export function loader() {
  return methodNotAllowed(['POST']);
}
