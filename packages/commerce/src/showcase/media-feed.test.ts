import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { openTestCommerce } from '../test/harness';
import { createMediaFeed, mediaFeedLimit, MEDIA_FEED_MAX_LIMIT } from './media-feed';

let commerce: Commerce;

beforeAll(async () => {
  commerce = await openTestCommerce();
});
afterAll(() => commerce.close());

describe('media feed', () => {
  it('lists the demo posts in order, each linked to its product with the product photo', async () => {
    const posts = await createMediaFeed(commerce.db).list();
    expect(posts.map((p) => p.product?.handle)).toEqual([
      'alder-linen-shirt',
      'speckled-ceramic-mug',
      'fisherman-sweater',
      'cedar-fig-candle',
      'waxed-canvas-backpack',
      'linen-tablecloth',
    ]);
    const [first] = posts;
    const [photo] = await commerce.db.query<{ url: string }>(
      `SELECT i.url FROM product_images i JOIN products p ON p.id = i.product_id
       WHERE p.handle = 'alder-linen-shirt' ORDER BY i.position, i.id LIMIT 1`,
    );
    expect(first!.image?.url).toBe(photo!.url);
    expect(first!.product?.title).toBe('Alder Linen Shirt');
    expect(first!.caption).toMatch(/linen shirt/);
    expect(Date.parse(first!.posted_at)).not.toBeNaN();
  });

  it('shows a configured post with its own picture, hides unpublished ones, and respects the limit', async () => {
    await commerce.db.query(
      `INSERT INTO media_feed_posts (product_handle, image_url, image_alt, image_width, image_height, caption, author, position)
       VALUES ('canvas-tote', '/media/posts/market-day.jpg', 'Tote at the market', 1200, 1500, 'Market day with the canvas tote.', 'ana.makes', 0),
              ('canvas-tote', NULL, '', NULL, NULL, 'A draft nobody should see.', 'vitrine.studio', -1)`,
    );
    await commerce.db.query(
      `UPDATE media_feed_posts SET published = false WHERE caption = 'A draft nobody should see.'`,
    );
    const posts = await createMediaFeed(commerce.db).list({ limit: 2 });
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      caption: 'Market day with the canvas tote.',
      author: 'ana.makes',
      image: { url: '/media/posts/market-day.jpg', alt: 'Tote at the market', width: 1200, height: 1500 },
      product: { handle: 'canvas-tote' },
    });
    expect(posts.some((p) => p.caption.startsWith('A draft'))).toBe(false);
  });

  it('keeps a post whose product is gone, without a link', async () => {
    await commerce.db.query(
      `INSERT INTO media_feed_posts (product_handle, image_url, caption, position) VALUES ('no-such-product', '/media/posts/studio.jpg', 'Behind the scenes in the studio.', 100)`,
    );
    const posts = await createMediaFeed(commerce.db).list({ limit: 24 });
    const studio = posts.find((p) => p.caption === 'Behind the scenes in the studio.');
    expect(studio?.product).toBeNull();
    expect(studio?.image).toEqual({
      url: '/media/posts/studio.jpg',
      alt: 'Behind the scenes in the studio.',
      width: 1080,
      height: 1080,
    });
  });

  it('clamps the requested number of posts', () => {
    expect(mediaFeedLimit(undefined)).toBe(6);
    expect(mediaFeedLimit('3')).toBe(3);
    expect(mediaFeedLimit(0)).toBe(1);
    expect(mediaFeedLimit(500)).toBe(MEDIA_FEED_MAX_LIMIT);
    expect(mediaFeedLimit('many')).toBe(6);
  });
});
