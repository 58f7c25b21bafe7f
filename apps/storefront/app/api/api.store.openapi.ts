import { json, methodNotAllowed } from '../server/http.server';
import { openApiDocument } from '@vitrine/commerce/openapi';

/** GET /api/store/openapi.json: the store API as an OpenAPI 3.1 document. */
export function loader() {
  return json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export function action() {
  return methodNotAllowed(['GET']);
}
