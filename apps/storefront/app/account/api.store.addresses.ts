import type { Route } from './+types/api.store.addresses';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { requireSession, requireSessionForChange } from '../server/session.server';

/** GET /addresses: the signed-in customer's address book. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.id) return methodNotAllowed(['PUT', 'DELETE']);
  return apiHandler(async () => {
    const session = await requireSession(request, context);
    return json({ addresses: await context.commerce.accounts.addresses.list(session.customerId) });
  });
}

/** POST /addresses (create), PUT /addresses/{id} (update), DELETE /addresses/{id}; CSRF-checked. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { addresses } = context.commerce.accounts;
  return apiHandler(async () => {
    const body = request.method === 'DELETE' ? {} : await readJsonBody(request);
    if (!params.id && request.method === 'POST') {
      const session = await requireSessionForChange(request, context, body);
      return json({ address: await addresses.create(session.customerId, body) }, { status: 201 });
    }
    if (params.id && request.method === 'PUT') {
      const session = await requireSessionForChange(request, context, body);
      return json({ address: await addresses.update(session.customerId, Number(params.id), body) });
    }
    if (params.id && request.method === 'DELETE') {
      const session = await requireSessionForChange(request, context, body);
      await addresses.remove(session.customerId, Number(params.id));
      return json({ ok: true });
    }
    return methodNotAllowed(params.id ? ['PUT', 'DELETE'] : ['GET', 'POST']);
  });
}
