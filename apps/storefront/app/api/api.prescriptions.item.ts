import type { Route } from './+types/api.prescriptions.item';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { requireSessionForChange } from '../server/session.server';

export function loader() {
  return methodNotAllowed(['DELETE']);
}

/** DELETE /fclca/prescriptions/{id}: remove one of the signed-in customer's own (CSRF-checked); 404 for anyone else's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
  return apiHandler(async () => {
    const session = await requireSessionForChange(request, context);
    return json(await context.commerce.prescriptions.remove(session.customerId, params.id));
  });
}
