import type { Route } from './+types/api.store.review';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { requireSessionForChange } from '../server/session.server';

/** One review has no page of its own: it is read through GET /reviews. */
export async function loader() {
  return methodNotAllowed(['PUT', 'DELETE']);
}

/**
 * PUT /reviews/{id} { rating, title?, body } → { review }, and DELETE /reviews/{id}
 * → { deleted: true }: the signed-in author only (401 signed out, 403 without the
 * CSRF token); anyone else's, anonymous, unknown or malformed id → 404 REVIEW_NOT_FOUND.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { reviews } = context.commerce.content;
  return apiHandler(async () => {
    if (request.method === 'PUT') {
      const body = await readJsonBody(request);
      const session = await requireSessionForChange(request, context, body);
      return json({ review: await reviews.update(session.customerId, params.id, body) });
    }
    if (request.method === 'DELETE') {
      const session = await requireSessionForChange(request, context);
      await reviews.remove(session.customerId, params.id);
      return json({ deleted: true });
    }
    return methodNotAllowed(['PUT', 'DELETE']);
  });
}
