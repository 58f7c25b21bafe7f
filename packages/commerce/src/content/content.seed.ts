import type { Db } from '../db/db.types';
import { SEED_BLOG_COLLECTIONS, SEED_BLOG_POSTS } from './blogs.data';

/** A few believable reviews and comments on popular products (product handle, rating, title, body, author, days ago). */
const SEED_REVIEWS: readonly [string, number, string, string, string, number][] = [
  [
    'merino-crewneck',
    5,
    'My go-to sweater',
    'Soft, not itchy at all, and it has kept its shape after a winter of wear. I bought a second colour.',
    'Hannah W.',
    40,
  ],
  [
    'merino-crewneck',
    4,
    'Lovely, runs slightly long',
    'Beautiful knit. The body is a little longer than I expected, which I actually like with high-waisted trousers.',
    'Priya S.',
    22,
  ],
  [
    'alder-linen-shirt',
    5,
    'Gets better with every wash',
    'Crisp at first, now wonderfully soft. Perfect for hot days.',
    'Tom R.',
    31,
  ],
  [
    'speckled-ceramic-mug',
    5,
    'Perfect weight',
    'Holds a proper mug of tea and feels great in the hand. Every one is slightly different.',
    'Elena M.',
    18,
  ],
  [
    'speckled-ceramic-mug',
    4,
    'Beautiful glaze',
    'Lovely mug. One of the pair had a tiny dimple in the glaze, which I have decided is character.',
    'Chris P.',
    9,
  ],
  [
    'selvedge-straight-jean',
    4,
    'Stiff at first, worth it',
    'Took about three weeks to break in. Now they fit like nothing else I own. Size down one if between sizes.',
    'Sam K.',
    60,
  ],
  [
    'everyday-organic-tee',
    5,
    'Finally a tee that lasts',
    'Thick enough not to be see-through, and the collar has not gone wavy after many washes.',
    'Jo L.',
    12,
  ],
];

const SEED_COMMENTS: readonly [string, string, string, number][] = [
  ['merino-crewneck', 'Aisha', 'Is this warm enough to wear on its own in autumn?', 5],
  ['merino-crewneck', 'Vitrine', 'Yes: it is a mid-weight knit, comfortable on its own down to about 10 °C.', 4],
  ['speckled-ceramic-mug', 'Ben', 'Can this go in the microwave?', 3],
];

/**
 * Inserts the demo blog, reviews and comments. Only for an empty store, inside
 * the demo seed's transaction (`seedDemoStore`), after the catalog: blog covers
 * are the first picture of a catalog product, and reviews name products.
 *
 * @example await db.transaction((tx) => insertDemoContent(tx));
 */
export async function insertDemoContent(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO blog_collections (handle, title, description, position)
     SELECT handle, title, description, position FROM jsonb_to_recordset($1::jsonb)
       AS x(handle text, title text, description text, position int)
     ON CONFLICT (handle) DO NOTHING`,
    [JSON.stringify(SEED_BLOG_COLLECTIONS.map((c, position) => ({ ...c, position })))],
  );
  await tx.query(
    `INSERT INTO blog_posts (collection_id, handle, title, excerpt, body_html, author, cover_image_url, featured, published_at)
     SELECT c.id, x.handle, x.title, x.excerpt, x.body_html, x.author,
            (SELECT i.url FROM product_images i JOIN products p ON p.id = i.product_id
             WHERE p.handle = x.cover_product ORDER BY i.position, i.id LIMIT 1),
            x.featured, x.published_at
     FROM jsonb_to_recordset($1::jsonb) AS x(collection text, handle text, title text, excerpt text, body_html text,
                                            author text, cover_product text, featured boolean, published_at timestamptz)
     JOIN blog_collections c ON c.handle = x.collection
     ON CONFLICT (handle) DO NOTHING`,
    [
      JSON.stringify(
        SEED_BLOG_POSTS.map((p) => ({
          collection: p.collection,
          handle: p.handle,
          title: p.title,
          excerpt: p.excerpt,
          body_html: p.bodyHtml,
          author: p.author,
          cover_product: p.coverProduct,
          featured: p.featured,
          published_at: p.publishedAt,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO product_reviews (product_id, rating, title, body, author, created_at)
     SELECT p.id, x.rating, x.title, x.body, x.author, now() - make_interval(days => x.days)
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, rating int, title text, body text, author text, days int)
     JOIN products p ON p.handle = x.handle`,
    [
      JSON.stringify(
        SEED_REVIEWS.map(([handle, rating, title, body, author, days]) => ({
          handle,
          rating,
          title,
          body,
          author,
          days,
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO product_comments (product_id, author, body, created_at)
     SELECT p.id, x.author, x.body, now() - make_interval(days => x.days)
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, author text, body text, days int)
     JOIN products p ON p.handle = x.handle`,
    [JSON.stringify(SEED_COMMENTS.map(([handle, author, body, days]) => ({ handle, author, body, days })))],
  );
}
