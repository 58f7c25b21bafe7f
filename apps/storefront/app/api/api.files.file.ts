import type { Route } from './+types/api.files.file';
import { apiHandler, methodNotAllowed } from '../server/http.server';

/**
 * GET /files/{id}: an uploaded file with its own type. Pictures show inline, PDFs
 * download; the browser must not guess another type, and only the visitor's own
 * cache keeps it (a prescription is personal).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { file, bytes, disposition } = await context.commerce.files.read(params.id);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': file.content_type,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': disposition,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'private, max-age=86400',
      },
    });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
