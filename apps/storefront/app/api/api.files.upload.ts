import type { Route } from './+types/api.files.upload';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';

/**
 * PUT /files?token= with the raw bytes as the body → 200 `{ file }`. The token
 * from POST /files/sign is the only authority needed; the engine stops reading
 * past the signed size. A refusal closes the connection.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT']);
  const response = await apiHandler(async () => {
    const file = await context.commerce.files.upload({
      token: new URL(request.url).searchParams.get('token'),
      body: request.body,
      contentType: request.headers.get('Content-Type'),
      contentLength: request.headers.get('Content-Length'),
    });
    return json({ file });
  });
  // A refused upload (bad or expired link, too large) is answered before its bytes are all read; what is left of
  // them is still on the connection, so it closes after the answer instead of being reused for the next request.
  if (!response.ok) response.headers.set('Connection', 'close');
  return response;
}

export function loader() {
  return methodNotAllowed(['PUT']);
}
