import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createReviews, type ReviewService } from './reviews';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const NOT_FOUND = { status: 404, code: 'REVIEW_NOT_FOUND', field: 'id' };

let commerce: Commerce;
let reviews: ReviewService;
let uploadsDir: string;
let productId: number;
let ann: number;
let bob: number;

async function newCustomer(email: string): Promise<number> {
  const [row] = await commerce.db.query<{ id: number }>(
    "INSERT INTO customers (email, password_hash) VALUES ($1, 'x') RETURNING id",
    [email],
  );
  return row!.id;
}
const input = (extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  rating: 5,
  title: 'Great',
  body: 'Lovely thing',
  author: 'Ann',
  ...extra,
});
const list = () => reviews.list({ product_id: productId });
const find = async (id: number) => (await list()).data.find((r) => r.id === id);

beforeAll(async () => {
  commerce = await openTestCommerce();
  // A product no other review test writes to, so the summary is ours alone.
  const [row] = await commerce.db.query<{ id: number }>("SELECT id FROM products WHERE handle = 'noodle-bowl'");
  productId = row!.id;
  uploadsDir = mkdtempSync(join(tmpdir(), 'vitrine-review-owners-'));
  reviews = createReviews(commerce.db, { uploadsDir });
  ann = await newCustomer('ann@example.com');
  bob = await newCustomer('bob@example.com');
});
afterAll(async () => {
  await commerce.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('changing a review', () => {
  it('lets its author change rating, title and body, and the summary follows', async () => {
    const before = await list();
    const review = await reviews.create(input({ rating: 5 }), [], ann);
    expect(review.updated_at).toBeNull();
    expect((await list()).distribution['5']).toBe(before.distribution['5']! + 1);

    const changed = await reviews.update(ann, review.id, { rating: 2, title: 'Faded', body: 'Faded after a wash' });
    expect(changed).toMatchObject({
      id: review.id,
      rating: 2,
      title: 'Faded',
      body: 'Faded after a wash',
      author: 'Ann',
      created_at: review.created_at,
    });
    expect(changed.updated_at).not.toBeNull();
    expect(await find(review.id)).toEqual(changed);
    const after = await list();
    expect(after.count).toBe(before.count + 1);
    expect(after.distribution['5']).toBe(before.distribution['5']);
    expect(after.distribution['2']).toBe(before.distribution['2']! + 1);

    // Replaced, not merged: an absent title becomes empty.
    expect((await reviews.update(ann, String(review.id), { rating: '4', body: 'Fine' })).title).toBe('');
  });

  it('answers 404 to another customer, on an anonymous review, and for unknown or malformed ids, changing nothing', async () => {
    const mine = await reviews.create(input({ body: 'Mine' }), [], ann);
    const anonymous = await reviews.create(input({ body: 'Nobody' }));
    const change = { rating: 1, body: 'Hijacked' };
    await expectCommerceError(reviews.update(bob, mine.id, change), NOT_FOUND);
    await expectCommerceError(reviews.update(ann, anonymous.id, change), NOT_FOUND);
    await expectCommerceError(reviews.update(bob, anonymous.id, change), NOT_FOUND);
    for (const id of [999999, 'abc', '0', '-1', '1.5', '2147483648', '', undefined]) {
      await expectCommerceError(reviews.update(ann, id, change), NOT_FOUND);
    }
    expect(await find(mine.id)).toEqual(mine);
    expect(await find(anonymous.id)).toEqual(anonymous);
  });

  it('checks rating 1 to 5, title up to 150 and body 1 to 2000 characters, keeping the review on failure', async () => {
    const review = await reviews.create(input(), [], ann);
    await reviews.update(ann, review.id, { rating: 1, title: 't'.repeat(150), body: 'b'.repeat(2000) });
    await reviews.update(ann, review.id, { rating: 5, body: 'x' });
    const kept = await find(review.id);
    for (const rating of [0, 6, 4.5, 'x', undefined]) {
      await expectCommerceError(reviews.update(ann, review.id, { rating, body: 'y' }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'rating',
      });
    }
    await expectCommerceError(reviews.update(ann, review.id, { rating: 3, body: 'b'.repeat(2001) }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
    await expectCommerceError(reviews.update(ann, review.id, { rating: 3, body: '  ' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'body',
    });
    await expectCommerceError(reviews.update(ann, review.id, { rating: 3, title: 't'.repeat(151), body: 'y' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'title',
    });
    expect(await find(review.id)).toEqual(kept);
  });
});

describe('deleting a review', () => {
  it('lets only its author delete it, with its picture files, and the summary follows', async () => {
    const before = await list();
    const review = await reviews.create(input({ rating: 1 }), [{ bytes: PNG }, { bytes: PNG }], ann);
    const keep = await reviews.create(input({ rating: 3 }), [{ bytes: PNG }], bob);
    expect(readdirSync(uploadsDir)).toHaveLength(3);

    await expectCommerceError(reviews.remove(bob, review.id), NOT_FOUND);
    expect(await find(review.id)).toEqual(review);
    expect(readdirSync(uploadsDir)).toHaveLength(3);

    await reviews.remove(ann, review.id);
    expect(await find(review.id)).toBeUndefined();
    expect(readdirSync(uploadsDir)).toEqual([keep.images[0]!.url.split('/').at(-1)]);
    await expectCommerceError(reviews.image(review.images[0]!.url.split('/').at(-1)!), {
      status: 404,
      code: 'REVIEW_IMAGE_NOT_FOUND',
      field: 'file',
    });
    const after = await list();
    expect(after.count).toBe(before.count + 1);
    expect(after.distribution['1']).toBe(before.distribution['1']);
    expect(after.distribution['3']).toBe(before.distribution['3']! + 1);

    await expectCommerceError(reviews.remove(ann, review.id), NOT_FOUND);
  });

  it('answers 404 on an anonymous review and for malformed ids', async () => {
    const anonymous = await reviews.create(input());
    await expectCommerceError(reviews.remove(ann, anonymous.id), NOT_FOUND);
    for (const id of ['abc', '0', '1e3x', null]) await expectCommerceError(reviews.remove(ann, id), NOT_FOUND);
    expect(await find(anonymous.id)).toEqual(anonymous);
  });

  it('keeps the review of a closed account, which nobody can change any more', async () => {
    const carl = await newCustomer('carl@example.com');
    const review = await reviews.create(input({ author: 'Carl' }), [], carl);
    await commerce.db.query('DELETE FROM customers WHERE id = $1', [carl]);
    expect(await find(review.id)).toEqual(review);
    await expectCommerceError(reviews.update(carl, review.id, { rating: 1, body: 'x' }), NOT_FOUND);
    await expectCommerceError(reviews.remove(carl, review.id), NOT_FOUND);
  });
});
