import type { Route } from './+types/api.files.sign';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/**
 * POST /files/sign `{ filename, content_type, size, purpose }` → 201 `{ file_id, upload: { method, url, headers, expires_at } }`.
 * Anonymous (no cookie, so no CSRF); counted per client IP.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const answer = await context.commerce.files.sign(await readJsonBody(request), { ip: context.clientIp });
    return json(answer, { status: 201 });
  });
}

export function loader() {
  return methodNotAllowed(['POST']);
}
