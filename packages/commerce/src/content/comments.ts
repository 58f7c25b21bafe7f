import type { Selectable } from 'kysely';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import type { ProductCommentsTable } from '../db/schema';
import { CommerceError, parseInput } from '../errors';
import { commentsQuerySchema, newCommentSchema, type Comment, type CommentPage } from '@vitrine/headless/contract';

const COLUMNS = ['id', 'product_id', 'author', 'body', 'created_at'] as const;

type CommentRow = Pick<Selectable<ProductCommentsTable>, (typeof COLUMNS)[number]>;

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  product_id: row.product_id,
  author: row.author,
  body: row.body,
  created_at: row.created_at.toISOString(),
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
  const q = kyselyFor(db);
  return {
    list: async (query) => {
      const { product_id, page, pageSize } = parseInput(commentsQuerySchema, query);
      const [rows, count] = await Promise.all([
        q
          .selectFrom('product_comments')
          .select(COLUMNS)
          .where('product_id', '=', product_id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        q
          .selectFrom('product_comments')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('product_id', '=', product_id)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toComment), page, pageSize, total: count.total };
    },

    create: async (input) => {
      const { product_id, author, body } = parseInput(newCommentSchema, input);
      // Inserted only when the product exists: no row back means an unknown product.
      const row = await q
        .insertInto('product_comments')
        .columns(['product_id', 'author', 'body'])
        .expression((eb) =>
          eb
            .selectFrom('products')
            .select((p) => ['id', p.val(author).as('author'), p.val(body).as('body')])
            .where('id', '=', product_id),
        )
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row)
        throw new CommerceError({
          status: 422,
          code: 'UNKNOWN_PRODUCT',
          message: 'This product is not available',
          field: 'product_id',
        });
      return toComment(row);
    },
  };
}
