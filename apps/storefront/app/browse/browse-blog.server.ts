import { data, redirect, type AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import type { BlogCollection, BlogPage, BlogPost, BlogSummary } from '@vitrine/headless';
import { BROWSE_PATHS } from './browse-links';

/** Newest articles of each blog shown on /blogs. */
export const BLOG_INDEX_PREVIEW = 3;
/** Articles on one page of a blog. */
export const BLOG_PAGE_SIZE = 12;
/** Recent articles beside an article. */
export const RECENT_ARTICLES = 4;

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** A missing blog, article, or a handle that cannot be one, is a 404 page; anything else is a server fault. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CommerceError && (error.status === 404 || error.status === 422)) throw notFound();
    throw error;
  }
}

/** /blogs: every blog with its newest articles, and the featured ones. */
export async function loadBlogIndex(context: AppLoadContext) {
  const { blogs } = context.commerce.content;
  const [collections, featured] = await Promise.all([blogs.collections(), blogs.preferredBlogs()]);
  const sections = await Promise.all(
    collections.map(async (collection) => ({
      collection,
      articles: (await blogs.collectionBlogs(collection.handle, { page: 1, page_size: BLOG_INDEX_PREVIEW })).list,
    })),
  );
  return { sections, featured };
}

/**
 * /blogs/:blog, one page of a blog's articles. The sitemap names articles as
 * /blogs/:article; such an address is sent on (301) to the article's own
 * address under its blog.
 */
export async function loadBlogCollection(
  context: AppLoadContext,
  handle: string,
  page: number,
): Promise<{ collection: BlogCollection; articles: BlogPage }> {
  const { blogs } = context.commerce.content;
  const collection = (await blogs.collections()).find((c) => c.handle === handle.toLowerCase());
  if (!collection) {
    const article = await orNotFound(() => blogs.getBlog(handle));
    throw redirect(BROWSE_PATHS.article(article.collection.handle, article.handle), 301);
  }
  const articles = await blogs.collectionBlogs(collection.handle, { page, page_size: BLOG_PAGE_SIZE });
  if (page > 1 && articles.list.length === 0) throw notFound();
  return { collection, articles };
}

/** /blogs/:blog/:article: the article, recent articles and recommended ones. Under the wrong blog it is sent to the right one. */
export async function loadArticle(
  context: AppLoadContext,
  blog: string,
  handle: string,
): Promise<{ article: BlogPost; recent: BlogSummary[]; recommended: BlogSummary[] }> {
  const { blogs } = context.commerce.content;
  const article = await orNotFound(() => blogs.getBlog(handle));
  if (article.collection.handle !== blog || article.handle !== handle) {
    throw redirect(BROWSE_PATHS.article(article.collection.handle, article.handle), 301);
  }
  const [recent, recommended] = await Promise.all([
    blogs.recentBlogs(article.handle, { page: 1, page_size: RECENT_ARTICLES, type: 'all' }),
    blogs.recommendBlogs(article.handle),
  ]);
  return { article, recent: recent.list, recommended };
}
