import { CommerceError } from '@vitrine/commerce';
import type { Route } from './+types/api.store.reviews';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { MAX_REVIEW_REQUEST_BYTES, postReview, reviewInputOf } from './feedback.server';

/** GET /reviews?product_id=&page= → average_rating, count, distribution and 10 reviews a page. Not cached (changes on every post). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.content.reviews.list(query));
  });
}

/**
 * POST /reviews → 201 { review }. multipart/form-data with product_id, rating
 * (1–5), title, body (≤ 2000), author and up to 5 pictures (JPG/JPEG/PNG/GIF,
 * ≤ 8MB each, checked by their bytes); or a JSON body without pictures.
 * Rate-limited per address and per signed-in customer (429). Signed in, the
 * review is the customer's: only they can change or delete it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const length = Number(request.headers.get('Content-Length') ?? 0);
    if (length > MAX_REVIEW_REQUEST_BYTES) {
      throw new CommerceError({
        status: 413,
        code: 'REVIEW_IMAGE_TOO_LARGE',
        message: 'Each picture must be 8MB or smaller',
        field: 'images',
      });
    }
    const type = request.headers.get('Content-Type') ?? '';
    const review = await postReview(request, context, async () => {
      if (!type.includes('multipart/form-data')) return { fields: await readJsonBody(request), images: [] };
      const form = await request.formData().catch(() => {
        throw new CommerceError({
          status: 400,
          code: 'INVALID_BODY',
          message: 'The form could not be read',
          field: 'body',
        });
      });
      return reviewInputOf(form);
    });
    return json({ review }, { status: 201 });
  });
}
