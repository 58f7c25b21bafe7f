import type { Route } from './+types/api.service.contact';
import { CATALOG_CACHE } from '../server/cache';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/**
 * GET /contact_service → `{ contact: { email, phone, whatsapp_url, chat_url, address, time_zone,
 * opening_hours: [{ day, opens_at, closes_at }] (UTC, next seven days), topics } }`. The same for everyone: cacheable.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return apiHandler(async () =>
    json(await context.commerce.service.contactChannels(), { headers: { 'Cache-Control': CATALOG_CACHE } }),
  );
}

/** Sends queued e-mails right away; the server's timer retries failures. */
function deliverMail(context: Route.ActionArgs['context']) {
  void context.commerce.accounts.mail.deliver().catch((error: unknown) => console.error('mail delivery', error));
}

/**
 * POST /contact_service `{ name, email, phone?, order_number?, topic, message }` → 201
 * `{ ticket: { number, topic, created_at } }`; the shopper's acknowledgement and the
 * merchant's notice are e-mailed. 422 on a bad field, 429 when one address writes too often.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const result = await context.commerce.service.contact(await readJsonBody(request), { ip: context.clientIp });
    deliverMail(context);
    return json(result, { status: 201 });
  });
}
