import { errorJson } from '../server/http.server';

function notFound(request: Request) {
  const path = new URL(request.url).pathname;
  return errorJson({ status: 404, code: 'NOT_FOUND', message: `No store API endpoint at ${path}`, field: 'path' });
}

/** Any other address under /api/store answers with the JSON error shape, not the HTML 404 page. */
export function loader({ request }: { request: Request }) {
  return notFound(request);
}

export function action({ request }: { request: Request }) {
  return notFound(request);
}
