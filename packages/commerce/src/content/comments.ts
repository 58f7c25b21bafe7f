import type { Db } from '../db/db.types';
import { CommerceError, parseInput } from '../errors';
import { commentsQuerySchema, newCommentSchema, type Comment, type CommentPage } from '@vitrine/headless/contract';

interface CommentRow {
  id: number;
  product_id: number;
  author: string;
  body: string;
  created_at: Date | string;
}

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  product_id: row.product_id,
  author: row.author,
  body: row.body,
  created_at: new Date(row.created_at).toISOString(),
});

/** Product comments: plain text (never HTML), newest first, 10 a page by default (spec 3, 9). */
export interface CommentService {
  /** GET /comments?filter[product_id]=&page=&pageSize=: `{ data, page, pageSize, total }` (total 0 when there are none). */
  list(query: unknown): Promise<CommentPage>;
  /** POST /comments (product_id, author, body ≤ 2000). 422 UNKNOWN_PRODUCT for a product that does not exist. */
  create(input: unknown): Promise<Comment>;
}

/** Comments over a database. */
export function createComments(db: Db): CommentService {
  return {
    list: async (query) => {
      const { product_id, page, pageSize } = parseInput(commentsQuerySchema, query);
      const [rows, [count]] = await Promise.all([
        db.query<CommentRow>(
          `SELECT id, product_id, author, body, created_at FROM product_comments WHERE product_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [product_id, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM product_comments WHERE product_id = $1', [product_id]),
      ]);
      return { data: rows.map(toComment), page, pageSize, total: count?.total ?? 0 };
    },

    create: async (input) => {
      const { product_id, author, body } = parseInput(newCommentSchema, input);
      const [row] = await db.query<CommentRow>(
        `INSERT INTO product_comments (product_id, author, body)
         SELECT id, $2, $3 FROM products WHERE id = $1
         RETURNING id, product_id, author, body, created_at`,
        [product_id, author, body],
      );
      if (!row) throw new CommerceError({ status: 422, code: 'UNKNOWN_PRODUCT', message: 'This product is not available', field: 'product_id' });
      return toComment(row);
    },
  };
}
