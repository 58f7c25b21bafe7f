import { data, type AppLoadContext } from 'react-router';
import type { ProductFeedbackAnswers, ProductFormAnswer } from '@vitrine/ui';
import { CommerceError, REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX } from '@vitrine/commerce';
import { limitShopperPosts } from '../server/rate-limit.server';
import { getSession } from '../server/session.server';

/** Largest review request accepted: every picture at its limit plus room for the text fields. */
export const MAX_REVIEW_REQUEST_BYTES = REVIEW_IMAGES_MAX * REVIEW_IMAGE_MAX_BYTES + 1024 * 1024;

/** A review's text fields and its pictures, as read from a form. */
export interface ReviewInput {
  /** Checked by the engine (a JSON body arrives as it is). */
  fields: unknown;
  images: { name: string; bytes: Uint8Array }[];
}

/**
 * Reads a review form: text fields, plus files under `images` (or `images[]`).
 * The empty file a browser sends when no picture was chosen is left out.
 */
export async function reviewInputOf(form: FormData): Promise<ReviewInput> {
  const fields: Record<string, string> = {};
  const images: ReviewInput['images'] = [];
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
      if (value.size === 0 && value.name === '') continue;
      images.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    } else if (typeof value === 'string') {
      fields[key] = value;
    }
  }
  return { fields, images };
}

/**
 * Stores a review, the one way every path does it (the store API and the
 * product page's form): rate-limited per address and per signed-in customer,
 * who then owns it (only they can change or delete it).
 */
export async function postReview(request: Request, context: AppLoadContext, read: () => Promise<ReviewInput>) {
  // Counted before the pictures are read, so a flood costs the server as little as possible.
  const session = await getSession(request, context);
  await limitShopperPosts(context, 'review', session?.customerId);
  const { fields, images } = await read();
  return context.commerce.content.reviews.create(fields, images, session?.customerId);
}

/** Stores a comment, the one way every path does it: rate-limited per address and per signed-in customer. */
export async function postComment(request: Request, context: AppLoadContext, fields: unknown) {
  const session = await getSession(request, context);
  await limitShopperPosts(context, 'comment', session?.customerId);
  return context.commerce.content.comments.create(fields);
}

/** The product page's own forms: a comment or a review posted without JavaScript. */
export type FeedbackIntent = 'comment' | 'review';

/** Text fields sent back into a refused form (never the CSRF token). */
function typedFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && name !== '_csrf') values[name] = value;
  return values;
}

/** The answer of one of the page's forms, under its name. */
function answerOf(intent: FeedbackIntent, answer: ProductFormAnswer<string>): ProductFeedbackAnswers {
  return intent === 'comment' ? { comment: answer } : { review: answer };
}

/**
 * The product page's action for a comment or review posted without
 * JavaScript: `{ [intent]: { sent: true } }`, or the store's refusal with its
 * status, the message on the field it names and what was typed, so the page
 * shows it in place and loses nothing.
 */
export async function feedbackFromForm(request: Request, context: AppLoadContext, intent: FeedbackIntent) {
  const form = await request.formData();
  try {
    if (intent === 'comment') {
      await postComment(request, context, {
        product_id: form.get('product_id'),
        author: form.get('author'),
        body: form.get('body'),
      });
    } else {
      await postReview(request, context, () => reviewInputOf(form));
    }
    return answerOf(intent, { sent: true });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    const failure = error.toJSON();
    const refused = {
      message: failure.message,
      errors: failure.field ? { [failure.field]: failure.message } : {},
      values: typedFields(form),
    };
    return data(answerOf(intent, refused), { status: failure.status });
  }
}
