import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import {
  blogListQuerySchema,
  blogRefSchema,
  type BlogCollection,
  type BlogPage,
  type BlogPost,
  type BlogSummary,
} from '@vitrine/headless/contract';
import { sanitizeHtml } from './sanitize';

/** How many posts "recommended" answers with. */
export const RECOMMENDED_BLOGS = 4;

/** The blog endpoints of spec 7 plus one article. Ids in paths may be a numeric id or a handle. */
export interface BlogService {
  /** GET /blog_homepage/blog_collections. */
  collections(): Promise<BlogCollection[]>;
  /** GET /blog_collections/{id}/blogs (page, page_size). 404 BLOG_COLLECTION_NOT_FOUND. */
  collectionBlogs(collection: string, query: unknown): Promise<BlogPage>;
  /** GET /blog/{id}/recent_blogs (page, page_size, type all|collection): newest posts other than this one. 404 BLOG_NOT_FOUND. */
  recentBlogs(blog: string, query: unknown): Promise<BlogPage>;
  /** GET /blog/{id}/recommend_blogs: same collection first, then the newest others. 404 BLOG_NOT_FOUND. */
  recommendBlogs(blog: string): Promise<BlogSummary[]>;
  /** GET /blog_homepage/preferred_blogs: the featured posts, newest first. */
  preferredBlogs(): Promise<BlogSummary[]>;
  /** GET /blogs/{handle}: one article with its sanitized body. 404 BLOG_NOT_FOUND. */
  getBlog(blog: string): Promise<BlogPost>;
}

interface PostRow {
  id: number;
  handle: string;
  title: string;
  excerpt: string;
  body_html: string;
  author: string;
  cover_image_url: string | null;
  published_at: Date | string;
  collection_id: number;
  collection_handle: string;
  collection_title: string;
}

const POST_SELECT = `SELECT p.id, p.handle, p.title, p.excerpt, p.body_html, p.author, p.cover_image_url, p.published_at,
  c.id AS collection_id, c.handle AS collection_handle, c.title AS collection_title
  FROM blog_posts p JOIN blog_collections c ON c.id = p.collection_id`;

const NEWEST = 'ORDER BY p.published_at DESC, p.id DESC';

function summary(row: PostRow): BlogSummary {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    image: row.cover_image_url ? { url: row.cover_image_url, alt: row.title } : null,
    published_at: new Date(row.published_at).toISOString(),
    collection: { id: row.collection_id, handle: row.collection_handle, title: row.collection_title },
  };
}

const blogNotFound = () =>
  new CommerceError({ status: 404, code: 'BLOG_NOT_FOUND', message: 'This article could not be found', field: 'id' });

/** `12` matches an id, anything else a handle. */
function refClause(ref: string, alias: string): { sql: string; param: string | number } {
  const value = parseInput(blogRefSchema, ref);
  return /^\d{1,9}$/.test(value)
    ? { sql: `${alias}.id = $1`, param: Number(value) }
    : { sql: `${alias}.handle = $1`, param: value.toLowerCase() };
}

async function findPost(db: Db, ref: string): Promise<PostRow> {
  const where = refClause(ref, 'p');
  const [row] = await db.query<PostRow>(`${POST_SELECT} WHERE ${where.sql}`, [where.param]);
  if (!row) throw blogNotFound();
  return row;
}

async function pageOf(db: Db, where: string, params: unknown[], page: number, pageSize: number): Promise<BlogPage> {
  const n = params.length;
  const [rows, [count]] = await Promise.all([
    db.query<PostRow>(`${POST_SELECT} WHERE ${where} ${NEWEST} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_posts p WHERE ${where}`, params),
  ]);
  return { list: rows.map(summary), page, page_size: pageSize, total: count?.total ?? 0 };
}

/**
 * Blogs over a database. Bodies are sanitized on the way out, so whatever an
 * editor stored can never run script in a shopper's browser.
 *
 * @example const { list } = await blogs.collectionBlogs('journal', { page: 1 });
 */
export function createBlogs(db: Db): BlogService {
  return {
    collections: async () =>
      db.query<BlogCollection>(
        `SELECT c.id, c.handle, c.title, c.description, count(p.id)::int AS blog_count
         FROM blog_collections c LEFT JOIN blog_posts p ON p.collection_id = c.id
         GROUP BY c.id ORDER BY c.position, c.id`,
      ),

    collectionBlogs: async (collection, query) => {
      const { page, page_size } = parseInput(blogListQuerySchema, query);
      const where = refClause(collection, 'c');
      const [found] = await db.query<{ id: number }>(`SELECT c.id FROM blog_collections c WHERE ${where.sql}`, [
        where.param,
      ]);
      if (!found) {
        throw new CommerceError({
          status: 404,
          code: 'BLOG_COLLECTION_NOT_FOUND',
          message: 'This blog could not be found',
          field: 'id',
        });
      }
      return pageOf(db, 'p.collection_id = $1', [found.id], page, page_size);
    },

    recentBlogs: async (blog, query) => {
      const { page, page_size, type } = parseInput(blogListQuerySchema, query);
      const post = await findPost(db, blog);
      return type === 'collection'
        ? pageOf(db, 'p.id <> $1 AND p.collection_id = $2', [post.id, post.collection_id], page, page_size)
        : pageOf(db, 'p.id <> $1', [post.id], page, page_size);
    },

    recommendBlogs: async (blog) => {
      const post = await findPost(db, blog);
      const rows = await db.query<PostRow>(
        `${POST_SELECT} WHERE p.id <> $1
         ORDER BY (p.collection_id = $2) DESC, p.published_at DESC, p.id DESC LIMIT $3`,
        [post.id, post.collection_id, RECOMMENDED_BLOGS],
      );
      return rows.map(summary);
    },

    preferredBlogs: async () => (await db.query<PostRow>(`${POST_SELECT} WHERE p.featured ${NEWEST}`)).map(summary),

    getBlog: async (blog) => {
      const row = await findPost(db, blog);
      return { ...summary(row), body_html: sanitizeHtml(row.body_html) };
    },
  };
}
