import { CommerceError } from '@vitrine/commerce';
import type { Route } from './+types/api.store.blogs';
import { json } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/**
 * Blog failures keep the blog calls' own shape (spec 8: success false with
 * failMessage) and add the store API's status, code, message and field.
 */
function blogFailure(error: unknown): Response {
  if (error instanceof CommerceError) {
    return json({ success: false, failMessage: error.message, ...error.toJSON() }, { status: error.status });
  }
  console.error('blog API error', error);
  const message = 'Something went wrong, please try again';
  return json({ success: false, failMessage: message, status: 500, code: 'INTERNAL_ERROR', message }, { status: 500 });
}

/**
 * GET /blog/{id}/recent_blogs (page, page_size, type), /blog/{id}/recommend_blogs,
 * /blog_homepage/blog_collections, /blog_homepage/preferred_blogs,
 * /blog_collections/{id}/blogs (page, page_size) and /blogs/{id} (one article).
 * `{id}` is a numeric id or a handle.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const { blogs } = context.commerce.content;
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname.replace(/^\/api\/store\//, '');
    const id = params.id ?? '';
    let data: unknown;
    if (path === 'blog_homepage/blog_collections') data = await blogs.collections();
    else if (path === 'blog_homepage/preferred_blogs') data = await blogs.preferredBlogs();
    else if (path.endsWith('/recent_blogs')) data = await blogs.recentBlogs(id, query);
    else if (path.endsWith('/recommend_blogs')) data = await blogs.recommendBlogs(id);
    else if (path.startsWith('blog_collections/')) data = await blogs.collectionBlogs(id, query);
    else data = await blogs.getBlog(id);
    return json({ success: true, data }, { headers: { 'Cache-Control': CATALOG_CACHE } });
  } catch (error) {
    return blogFailure(error);
  }
}

export function action() {
  return blogFailure(
    new CommerceError({
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: 'Use GET for this address',
      field: 'method',
    }),
  );
}
