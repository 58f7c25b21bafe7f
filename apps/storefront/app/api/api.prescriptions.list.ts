import type { Route } from './+types/api.prescriptions.list';
import { CATALOG_CACHE } from '../server/cache';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { requireSession, requireSessionForChange } from '../server/session.server';

/**
 * GET /fclca/prescriptions?product_id=: whether the product takes a prescription
 * and its power fields (the same for everyone, so cacheable). Without a
 * product: the signed-in customer's saved prescriptions (personal, never cached).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { prescriptions } = context.commerce;
    const query = prescriptions.parseQuery(Object.fromEntries(new URL(request.url).searchParams));
    if (query.product_id !== undefined) {
      return json(await prescriptions.requirement(query.product_id), { headers: { 'Cache-Control': CATALOG_CACHE } });
    }
    const session = await requireSession(request, context);
    return json(await prescriptions.list(session.customerId));
  });
}

/** POST /fclca/prescriptions: save one for the signed-in customer (CSRF-checked). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const body = await readJsonBody(request);
    const session = await requireSessionForChange(request, context, body);
    return json({ prescription: await context.commerce.prescriptions.save(session.customerId, body) }, { status: 201 });
  });
}
