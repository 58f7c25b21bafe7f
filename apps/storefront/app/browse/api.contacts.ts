import type { Route } from './+types/api.contacts';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/contacts (the newsletter form): body email and optional code.
 * 200 whether the address is new or already subscribed (the answer does not tell a
 * stranger who reads the newsletter); 422 'Enter a valid email'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const result = await context.commerce.content.subscribe(await readJsonBody(request));
    return json({ success: true, data: { email: result.email, subscribed: true } });
  });
}
