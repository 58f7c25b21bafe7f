import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { createBlogs } from './blogs';
import { buildCatalog } from '../seed/build';
import { seedDemoStore } from '../seed/demo-store';

let commerce: Commerce;
let productId: (handle: string) => Promise<number>;

beforeAll(async () => {
  commerce = await openTestCommerce();
  productId = async (handle) => {
    const [row] = await commerce.db.query<{ id: number }>('SELECT id FROM products WHERE handle = $1', [handle]);
    return row!.id;
  };
});
afterAll(() => commerce.close());

describe('blogs', () => {
  it('lists the seeded collections with their post counts', async () => {
    const collections = await commerce.content.blogs.collections();
    expect(collections.map((c) => [c.handle, c.blog_count])).toEqual([
      ['journal', 4],
      ['care-guides', 4],
    ]);
  });

  it('seeds once: seeding the demo store again adds nothing', async () => {
    expect(await seedDemoStore(commerce.db, buildCatalog())).toBe('already-seeded');
    const [row] = await commerce.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts');
    expect(row!.n).toBe(8);
  });

  it('gives every post a cover picture from the catalog', async () => {
    const page = await commerce.content.blogs.collectionBlogs('journal', { page_size: 50 });
    for (const post of page.list) expect(post.image?.url).toMatch(/^\/media\//);
  });

  it('pages a collection newest first, by id or handle', async () => {
    const [journal] = await commerce.content.blogs.collections();
    const first = await commerce.content.blogs.collectionBlogs(String(journal!.id), { page: 1, page_size: 3 });
    expect(first).toMatchObject({ page: 1, page_size: 3, total: 4 });
    expect(first.list).toHaveLength(3);
    const dates = first.list.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await commerce.content.blogs.collectionBlogs('journal', { page: '2', page_size: '3' });
    expect(second.list).toHaveLength(1);
    expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
    const beyond = await commerce.content.blogs.collectionBlogs('journal', { page: 9 });
    expect(beyond).toMatchObject({ list: [], total: 4 });
  });

  it('answers recent blogs without the current one, for all or only its collection', async () => {
    const all = await commerce.content.blogs.recentBlogs('how-to-wash-linen', {});
    expect(all.total).toBe(7);
    expect(all.list.some((p) => p.handle === 'how-to-wash-linen')).toBe(false);
    const same = await commerce.content.blogs.recentBlogs('how-to-wash-linen', { type: 'collection' });
    expect(same.total).toBe(3);
    expect(same.list.every((p) => p.collection.handle === 'care-guides')).toBe(true);
  });

  it('recommends posts of the same collection first, never the post itself', async () => {
    const list = await commerce.content.blogs.recommendBlogs('meet-the-potters');
    expect(list).toHaveLength(4);
    expect(list.slice(0, 3).every((p) => p.collection.handle === 'journal')).toBe(true);
    expect(list.some((p) => p.handle === 'meet-the-potters')).toBe(false);
  });

  it('lists the featured posts as preferred', async () => {
    const list = await commerce.content.blogs.preferredBlogs();
    expect(list.map((p) => p.handle)).toEqual(['how-to-wash-linen', 'meet-the-potters', 'caring-for-merino']);
  });

  it('serves one article with a sanitized body', async () => {
    await commerce.db.query(
      `INSERT INTO blog_posts (collection_id, handle, title, body_html, published_at)
       SELECT id, 'tampered', 'Tampered', '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>', now() - interval '10 years'
       FROM blog_collections WHERE handle = 'journal'`,
    );
    const post = await commerce.content.blogs.getBlog('tampered');
    expect(post.body_html).toBe('<p>Hi</p><a>x</a>');
    await commerce.db.query("DELETE FROM blog_posts WHERE handle = 'tampered'");
    const article = await commerce.content.blogs.getBlog('caring-for-merino');
    expect(article.body_html).toContain('<h2>');
  });

  it('refuses unknown blogs and bad input with 404 and 422', async () => {
    const blogs = createBlogs(commerce.db);
    await expectCommerceError(blogs.getBlog('no-such-post'), { status: 404, code: 'BLOG_NOT_FOUND', field: 'id' });
    await expectCommerceError(blogs.recentBlogs('99999', {}), { status: 404, code: 'BLOG_NOT_FOUND', field: 'id' });
    await expectCommerceError(blogs.recommendBlogs('../etc'), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: undefined,
    });
    await expectCommerceError(blogs.collectionBlogs('nope', {}), {
      status: 404,
      code: 'BLOG_COLLECTION_NOT_FOUND',
      field: 'id',
    });
    await expectCommerceError(blogs.collectionBlogs('journal', { page: 0 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'page',
    });
    await expectCommerceError(blogs.collectionBlogs('journal', { page_size: 51 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'page_size',
    });
    await expectCommerceError(blogs.recentBlogs('how-to-wash-linen', { type: 'weird' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'type',
    });
  });
});

describe('policies and FAQ', () => {
  it('lists the six policies and serves each one', () => {
    const list = commerce.content.pages.listPolicies();
    expect(list.map((p) => p.handle)).toEqual([
      'about-us',
      'contact-us',
      'refund-policy',
      'shipping-policy',
      'privacy-policy',
      'terms-of-service',
    ]);
    for (const { handle } of list)
      expect(commerce.content.pages.getPolicy(handle).body_html.length).toBeGreaterThan(100);
  });

  it('404s an unknown policy', async () => {
    await expectCommerceError(
      Promise.resolve().then(() => commerce.content.pages.getPolicy('nope')),
      {
        status: 404,
        code: 'POLICY_NOT_FOUND',
        field: 'handle',
      },
    );
  });

  it('serves the FAQ with HTML answers', () => {
    const faq = commerce.content.pages.faq();
    expect(faq.title).toBeTruthy();
    expect(faq.questions.length).toBeGreaterThanOrEqual(5);
    for (const q of faq.questions) expect(q.answer).toMatch(/^<p>/);
  });
});

describe('comments', () => {
  it('is empty with page 1, pageSize 10, total 0 for a product without comments', async () => {
    const id = await productId('brass-pen');
    expect(await commerce.content.comments.list({ product_id: id })).toEqual({
      data: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
  });

  it('adds comments and pages them newest first, 10 by default', async () => {
    const id = await productId('bud-vase');
    for (let i = 1; i <= 11; i += 1) {
      await commerce.content.comments.create({ product_id: id, author: `Reader ${i}`, body: `Comment ${i}` });
    }
    const first = await commerce.content.comments.list({ product_id: String(id), page: '1' });
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 11 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.body).toBe('Comment 11');
    const second = await commerce.content.comments.list({ product_id: id, page: 2 });
    expect(second.data.map((c) => c.body)).toEqual(['Comment 1']);
  });

  it('keeps a body of exactly 2000 characters and refuses 2001', async () => {
    const id = await productId('side-plate');
    const ok = await commerce.content.comments.create({ product_id: id, author: 'A', body: 'x'.repeat(2000) });
    expect(ok.body).toHaveLength(2000);
    await expectCommerceError(
      commerce.content.comments.create({ product_id: id, author: 'A', body: 'x'.repeat(2001) }),
      {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'body',
      },
    );
  });

  it('refuses a missing author, unknown product and bad paging', async () => {
    const id = await productId('side-plate');
    await expectCommerceError(commerce.content.comments.create({ product_id: id, author: ' ', body: 'hi' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'author',
    });
    await expectCommerceError(commerce.content.comments.create({ product_id: 999999, author: 'A', body: 'hi' }), {
      status: 422,
      code: 'UNKNOWN_PRODUCT',
      field: 'product_id',
    });
    await expectCommerceError(commerce.content.comments.list({}), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'product_id',
    });
    await expectCommerceError(commerce.content.comments.list({ product_id: id, pageSize: 51 }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'pageSize',
    });
  });
});

describe('size charts', () => {
  it('gives apparel a chart in cm and inches, XS to XL', async () => {
    const chart = await commerce.content.sizeChart(await productId('merino-crewneck'));
    expect(chart.rows.map((r) => r.size)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(chart.columns.map((c) => c.key)).toEqual(['chest', 'waist', 'length']);
    expect(chart.rows[2]!.measurements.chest).toEqual({ cm: 98, in: 38.6 });
    const jeans = await commerce.content.sizeChart(String(await productId('selvedge-straight-jean')));
    expect(jeans.columns.map((c) => c.key)).toEqual(['waist', 'hip', 'inseam']);
  });

  it('404s products without a chart and unknown products', async () => {
    await expectCommerceError(commerce.content.sizeChart(await productId('speckled-ceramic-mug')), {
      status: 404,
      code: 'SIZE_CHART_NOT_FOUND',
      field: 'productId',
    });
    await expectCommerceError(commerce.content.sizeChart(999999), {
      status: 404,
      code: 'SIZE_CHART_NOT_FOUND',
      field: 'productId',
    });
    await expectCommerceError(commerce.content.sizeChart('abc'), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: undefined,
    });
  });
});

describe('newsletter', () => {
  it('subscribes once per address, case-insensitively', async () => {
    expect(await commerce.content.subscribe({ email: ' Ann@Example.com ' })).toEqual({
      email: 'ann@example.com',
      created: true,
    });
    expect(await commerce.content.subscribe({ email: 'ann@example.com', code: 'WELCOME' })).toEqual({
      email: 'ann@example.com',
      created: false,
    });
    const [row] = await commerce.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscribers WHERE email = 'ann@example.com'",
    );
    expect(row!.n).toBe(1);
  });

  it("refuses an invalid address with 'Enter a valid email'", async () => {
    for (const email of ['', 'nope', 'a@', '@b.c', `${'a'.repeat(250)}@b.co`, 42]) {
      const error = await expectCommerceError(commerce.content.subscribe({ email }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'email',
      });
      expect(error.message).toBe('Enter a valid email');
    }
    await expectCommerceError(commerce.content.subscribe({}), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
  });
});
