import type { Route } from './+types/api.store.comments';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { postComment } from './feedback.server';

/**
 * GET /comments?filter[product_id]=&page=1&pageSize=10 → { data, page, pageSize, total }.
 * Not cached: a shopper expects to see the comment they just posted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const params = new URL(request.url).searchParams;
    const query = {
      product_id: params.get('filter[product_id]') ?? params.get('product_id') ?? undefined,
      page: params.get('page') ?? undefined,
      pageSize: params.get('pageSize') ?? undefined,
    };
    return json(await context.commerce.content.comments.list(query));
  });
}

/**
 * POST /comments: body product_id, author, body (≤ 2000) → 201 { comment }.
 * Rate-limited per address and per signed-in customer (429).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return apiHandler(async () => {
    const comment = await postComment(request, context, await readJsonBody(request));
    return json({ comment }, { status: 201 });
  });
}
