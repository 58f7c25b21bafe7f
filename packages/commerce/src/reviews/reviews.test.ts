import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { sniffImage } from './review-images';
import { createReviews, type ReviewService } from './reviews';
import { REVIEW_IMAGE_MAX_BYTES } from '@vitrine/headless/contract';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a....');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let commerce: Commerce;
let reviews: ReviewService;
let uploadsDir: string;
let productId: number;
const folders: string[] = [];

const files = () => readdirSync(uploadsDir);
const input = (extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  rating: 5,
  title: 'Great',
  body: 'Lovely thing',
  author: 'Ann',
  ...extra,
});

beforeAll(async () => {
  commerce = await openTestCommerce();
  const [row] = await commerce.db.query<{ id: number }>("SELECT id FROM products WHERE handle = 'wool-throw'");
  productId = row!.id;
});
beforeEach(() => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'vitrine-reviews-'));
  folders.push(uploadsDir);
  reviews = createReviews(commerce.db, { uploadsDir });
});
afterAll(async () => {
  await commerce.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('review pictures', () => {
  it('recognises JPEG, PNG and GIF by their bytes only', () => {
    expect(sniffImage(JPEG)?.mimeType).toBe('image/jpeg');
    expect(sniffImage(PNG)?.mimeType).toBe('image/png');
    expect(sniffImage(GIF)?.mimeType).toBe('image/gif');
    expect(sniffImage(SVG)).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});

describe('reviews', () => {
  it('has seeded reviews with an average on popular products', async () => {
    const [row] = await commerce.db.query<{ id: number }>("SELECT id FROM products WHERE handle = 'merino-crewneck'");
    const page = await commerce.content.reviews.list({ product_id: row!.id });
    expect(page).toMatchObject({ count: 2, average_rating: 4.5, total: 2, page: 1, pageSize: 10 });
    expect(page.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 });
  });

  it('stores a review with pictures on disk and serves them back', async () => {
    const review = await reviews.create(input(), [
      { name: 'a.png', bytes: PNG },
      { name: 'b.gif', bytes: JPEG },
      { bytes: GIF },
    ]);
    expect(review.images.map((i) => i.mime_type)).toEqual(['image/png', 'image/jpeg', 'image/gif']);
    expect(review.images[1]!.url).toMatch(/^\/api\/store\/reviews\/images\/[0-9a-f]{32}\.jpg$/);
    expect(files()).toHaveLength(3);
    const file = review.images[0]!.url.split('/').at(-1)!;
    const served = await reviews.image(file);
    expect(served.mimeType).toBe('image/png');
    expect(Buffer.from(served.bytes)).toEqual(Buffer.from(PNG));
    const page = await reviews.list({ product_id: productId });
    expect(page.data[0]!.images).toHaveLength(3);
  });

  it('accepts five pictures and refuses six, writing nothing', async () => {
    await reviews.create(
      input(),
      Array.from({ length: 5 }, () => ({ bytes: PNG })),
    );
    expect(files()).toHaveLength(5);
    const before = (await reviews.list({ product_id: productId })).count;
    await expectCommerceError(
      reviews.create(
        input(),
        Array.from({ length: 6 }, () => ({ bytes: PNG })),
      ),
      {
        status: 422,
        code: 'REVIEW_TOO_MANY_IMAGES',
        field: 'images',
      },
    );
    expect(files()).toHaveLength(5);
    expect((await reviews.list({ product_id: productId })).count).toBe(before);
  });

  it('accepts a picture of exactly 8MB and refuses one byte more', async () => {
    const exact = new Uint8Array(REVIEW_IMAGE_MAX_BYTES);
    exact.set(JPEG);
    await reviews.create(input(), [{ bytes: exact }]);
    const over = new Uint8Array(REVIEW_IMAGE_MAX_BYTES + 1);
    over.set(JPEG);
    await expectCommerceError(reviews.create(input(), [{ bytes: PNG }, { bytes: over }]), {
      status: 422,
      code: 'REVIEW_IMAGE_TOO_LARGE',
      field: 'images.1',
    });
    expect(files()).toHaveLength(1);
  });

  it('refuses a file that only claims to be a picture', async () => {
    await expectCommerceError(reviews.create(input(), [{ name: 'cat.png', bytes: SVG }]), {
      status: 422,
      code: 'REVIEW_IMAGE_TYPE',
      field: 'images.0',
    });
    expect(files()).toHaveLength(0);
  });

  it('checks rating 1 to 5, body up to 2000 characters, author and product', async () => {
    await reviews.create(input({ rating: 1, body: 'b'.repeat(2000) }));
    await reviews.create(input({ rating: '5' }));
    for (const rating of [0, 6, 4.5, 'x', undefined]) {
      await expectCommerceError(reviews.create(input({ rating })), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'rating',
      });
    }
    await expectCommerceError(reviews.create(input({ body: 'b'.repeat(2001) })), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
    await expectCommerceError(reviews.create(input({ body: '' })), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
    await expectCommerceError(reviews.create(input({ author: '' })), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'author',
    });
    await expectCommerceError(reviews.create(input({ product_id: 999999 }), [{ bytes: PNG }]), {
      status: 422,
      code: 'UNKNOWN_PRODUCT',
      field: 'product_id',
    });
    expect(files()).toHaveLength(0);
  });

  it('pages ten at a time, newest first, and answers zeros for a product without reviews', async () => {
    const [row] = await commerce.db.query<{ id: number }>("SELECT id FROM products WHERE handle = 'brass-pen'");
    expect(await reviews.list({ product_id: row!.id })).toMatchObject({
      count: 0,
      average_rating: 0,
      data: [],
      total: 0,
    });
    for (let i = 1; i <= 11; i += 1)
      await reviews.create(input({ product_id: row!.id, rating: (i % 5) + 1, body: `r${i}` }));
    const first = await reviews.list({ product_id: row!.id });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.body).toBe('r11');
    expect((await reviews.list({ product_id: row!.id, page: 2 })).data.map((r) => r.body)).toEqual(['r1']);
    await expectCommerceError(reviews.list({ product_id: 'x' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'product_id',
    });
  });

  it('serves only stored review pictures', async () => {
    for (const name of ['../../etc/passwd', 'x.png', `${'a'.repeat(32)}.png`]) {
      await expectCommerceError(reviews.image(name), { status: 404, code: 'REVIEW_IMAGE_NOT_FOUND', field: 'file' });
    }
  });
});
