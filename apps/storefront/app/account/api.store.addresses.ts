import type { Route } from './+types/api.store.addresses';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { requireSession, requireSessionForChange } from '../server/session.server';
import { handleAddressIntent, readAddressIntent } from './address-intents.server';

/** GET /addresses: the signed-in customer's address book. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.id) return methodNotAllowed(['PUT', 'DELETE']);
  return apiHandler(async () => {
    const session = await requireSession(request, context);
    return json({ addresses: await context.commerce.accounts.addresses.list(session.customerId) });
  });
}

/** The address intent each method and path stands for (the address book page posts the same intents). */
function intentOf(method: string, id: string | undefined): 'create' | 'update' | 'delete' | null {
  if (!id && method === 'POST') return 'create';
  if (id && method === 'PUT') return 'update';
  if (id && method === 'DELETE') return 'delete';
  return null;
}

/**
 * POST /addresses (create), PUT /addresses/{id} (update, with `default: true`
 * to make it the default), DELETE /addresses/{id}; CSRF-checked. The body is
 * the address intent without its `intent` (the method says it); the address
 * rules are the checkout's (spec 5), the phone stored with its dial code.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const intent = intentOf(request.method, params.id);
  if (!intent) return methodNotAllowed(params.id ? ['PUT', 'DELETE'] : ['GET', 'POST']);
  return apiHandler(async () => {
    const body = request.method === 'DELETE' ? {} : await readJsonBody(request);
    const session = await requireSessionForChange(request, context, body);
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const outcome = await handleAddressIntent(
      context,
      session.customerId,
      readAddressIntent({ ...fields, intent, ...(params.id ? { id: params.id } : {}) }),
    );
    if (outcome.intent === 'delete') return json({ ok: true });
    return json({ address: outcome.address }, { status: outcome.intent === 'create' ? 201 : 200 });
  });
}
