import type { Route } from './+types/api.store.reviews.image';
import { apiHandler, methodNotAllowed } from '../server/http.server';

/** GET /reviews/images/{file}: a stored review picture (names are random and never reused, so it caches forever). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const image = await context.commerce.content.reviews.image(params.file);
    return new Response(new Uint8Array(image.bytes), {
      headers: {
        'Content-Type': image.mimeType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
