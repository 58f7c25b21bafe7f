import { CommerceError, REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from '@vitrine/commerce';
import type { Route } from './+types/api.store.reviews';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { limitShopperPosts } from '../server/rate-limit.server';
import { getSession } from '../server/session.server';

/** Largest request accepted: every picture at its limit plus room for the text fields. */
const MAX_REQUEST_BYTES = REVIEW_IMAGES_MAX * REVIEW_IMAGE_MAX_BYTES + 1024 * 1024;

/** GET /reviews?product_id=&page= → average_rating, count, distribution and 10 reviews a page. Not cached (changes on every post). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return json(await context.commerce.content.reviews.list(query));
  });
}

const badBody = (message: string, field = 'body') =>
  new CommerceError({ status: 400, code: 'INVALID_BODY', message, field });

/** Reads a multipart review: text fields plus files under `images` (or `images[]`). */
async function readMultipart(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badBody('The form could not be read');
  }
  const fields: Record<string, string> = {};
  const images: { name: string; bytes: Uint8Array }[] = [];
  for (const [key, value] of form.entries()) {
    if (key === 'images' || key === 'images[]') {
      if (typeof value === 'string') {
        throw new CommerceError({
          status: 422,
          code: 'VALIDATION_FAILED',
          message: 'Attach pictures as files',
          field: 'images',
        });
      }
      images.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    } else if (typeof value === 'string') {
      fields[key] = value;
    }
  }
  return { fields, images };
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
    if (length > MAX_REQUEST_BYTES) {
      throw new CommerceError({
        status: 413,
        code: 'REVIEW_IMAGE_TOO_LARGE',
        message: 'Each picture must be 8MB or smaller',
        field: 'images',
      });
    }
    // Counted before the pictures are read, so a flood costs the server as little as possible.
    const session = await getSession(request, context);
    await limitShopperPosts(context, 'review', session?.customerId);
    const type = request.headers.get('Content-Type') ?? '';
    const { fields, images } = type.includes('multipart/form-data')
      ? await readMultipart(request)
      : { fields: await readJsonBody(request), images: [] };
    // A signed-in writer owns the review (PUT/DELETE /reviews/{id}); a signed-out one cannot change it later.
    const review = await context.commerce.content.reviews.create(fields, images, session?.customerId);
    return json({ review }, { status: 201 });
  });
}
