import {
  collectionDetailSchema,
  collectionSchema,
  productListSchema,
  productSchema,
  productSummarySchema,
} from '@vitrine/headless/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { buildCatalog } from '../seed/build';
import { expectCommerceError, openTestCommerce } from '../test/harness';

const DEMO_PRODUCT_COUNT = buildCatalog().products.length;

describe('catalog', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  describe('listProducts', () => {
    it('returns the first page of a believable shop, matching the contract', async () => {
      const list = await commerce.catalog.listProducts({});
      expect(productListSchema.parse(list)).toEqual(list);
      expect(list).toMatchObject({ page: 1, page_size: 24, total: DEMO_PRODUCT_COUNT });
      expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(64);
      expect(list.products).toHaveLength(24);
      for (const product of list.products) {
        expect(productSummarySchema.strict().parse(product)).toEqual(product);
        expect(product.currency).toBe('USD');
        expect(product.image?.url).toMatch(/^\/media\/.+\.jpg$/);
        expect(product.hover_image).not.toBeNull();
        expect(product.price).toBeGreaterThan(0);
      }
    });

    it('pages through every product exactly once', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const list = await commerce.catalog.listProducts({ page, page_size: 30 });
        seen.push(...list.products.map((product) => product.ID));
      }
      expect(seen).toHaveLength(DEMO_PRODUCT_COUNT);
      expect(new Set(seen).size).toBe(DEMO_PRODUCT_COUNT);
      const beyond = await commerce.catalog.listProducts({ page: 99 });
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(DEMO_PRODUCT_COUNT);
    });

    it('accepts query-string values', async () => {
      const list = await commerce.catalog.listProducts({ page: '2', page_size: '10' });
      expect(list).toMatchObject({ page: 2, page_size: 10 });
      expect(list.products).toHaveLength(10);
    });

    it('sorts by price both ways', async () => {
      const asc = await commerce.catalog.listProducts({ sort: 'price-asc', page_size: 100 });
      const prices = asc.products.map((product) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = await commerce.catalog.listProducts({ sort: 'price-desc', page_size: 100 });
      const descPrices = desc.products.map((product) => product.price);
      expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    });

    it('sorts by newest and by title', async () => {
      const newest = await commerce.catalog.listProducts({ sort: 'newest', page_size: 3 });
      expect(newest.products.map((product) => product.handle)).toEqual([
        'cedar-fig-candle',
        'ribbed-cotton-socks',
        'merino-turtleneck',
      ]);
      const byTitle = await commerce.catalog.listProducts({ sort: 'title-asc', page_size: 100 });
      const titles = byTitle.products.map((product) => product.title.toLowerCase());
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('filters by collection, in the collection order', async () => {
      const list = await commerce.catalog.listProducts({ collection: 'knitwear', page_size: 100 });
      expect(list.total).toBe(8);
      expect(list.products.every((product) => product.product_type === 'Knitwear')).toBe(true);
      const none = await commerce.catalog.listProducts({ collection: 'no-such-collection' });
      expect(none).toMatchObject({ total: 0, products: [] });
    });

    it('searches titles word by word, case-insensitively, treating wildcards as text', async () => {
      const linen = await commerce.catalog.listProducts({ q: 'LINEN', page_size: 100 });
      expect(linen.total).toBeGreaterThan(3);
      expect(linen.products.every((product) => /linen/i.test(product.title))).toBe(true);
      const shirt = await commerce.catalog.listProducts({ q: 'shirt alder' });
      expect(shirt.products.map((product) => product.handle)).toEqual(['alder-linen-shirt']);
      expect((await commerce.catalog.listProducts({ q: '%' })).total).toBe(0);
      expect((await commerce.catalog.listProducts({ q: '   ' })).total).toBe(DEMO_PRODUCT_COUNT);
    });

    it('rejects an invalid query with a 422 naming the field', async () => {
      await expectCommerceError(commerce.catalog.listProducts({ page: 0 }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'page',
      });
      await expectCommerceError(commerce.catalog.listProducts({ sort: 'cheapest' }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'sort',
      });
      await expectCommerceError(commerce.catalog.listProducts({ page_size: 1000 }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'page_size',
      });
    });
  });

  describe('getProduct', () => {
    it('serves the description sanitized, whatever the database holds', async () => {
      const handle = 'alder-linen-shirt';
      const update = 'UPDATE products SET description_html = $1 WHERE handle = $2';
      const [stored] = await commerce.db.query<{ description_html: string }>(
        'SELECT description_html FROM products WHERE handle = $1',
        [handle],
      );
      const hostile =
        '<p onclick="steal()">Soft <img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">linen</a></p>';
      await commerce.db.query(update, [hostile, handle]);
      try {
        expect((await commerce.catalog.getProduct(handle))?.description_html).toBe(
          '<p>Soft <img src="x" /><a>linen</a></p>',
        );
      } finally {
        await commerce.db.query(update, [stored!.description_html, handle]);
      }
    });

    it('finds a product by handle with everything the product page needs', async () => {
      const product = await commerce.catalog.getProduct('alder-linen-shirt');
      expect(product).not.toBeNull();
      expect(productSchema.strict().parse(product)).toEqual(product);
      expect(product?.description_html).toMatch(/^<p>.+<\/p>$/);
      expect(product?.options.map((option) => option.name)).toEqual(['Colour', 'Size']);
      expect(product?.options[0]?.values.every((value) => /^#[0-9A-F]{6}$/i.test(value.swatch ?? ''))).toBe(true);
      expect(product?.options[1]?.values.map((value) => value.value)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
      expect(product?.variants).toHaveLength(15);
      expect(product?.variants[0]).toMatchObject({
        title: 'Sand / XS',
        options: [
          { name: 'Colour', value: 'Sand' },
          { name: 'Size', value: 'XS' },
        ],
      });
      expect(
        product?.variants.every((variant) =>
          variant.image?.url.includes(variant.options[0]?.value.toLowerCase() ?? '?'),
        ),
      ).toBe(true);
      expect(product?.images).toHaveLength(6);
      expect(product?.collections.map((collection) => collection.handle)).toContain('shirts-and-tops');
    });

    it('finds the same product by id', async () => {
      const byHandle = await commerce.catalog.getProduct('merino-crewneck');
      const byId = await commerce.catalog.getProduct(String(byHandle?.ID));
      expect(byId).toEqual(byHandle);
    });

    it('returns null for an unknown handle or id', async () => {
      expect(await commerce.catalog.getProduct('no-such-thing')).toBeNull();
      expect(await commerce.catalog.getProduct('999999')).toBeNull();
    });

    it('shows markdowns and sold-out products', async () => {
      const onSale = await commerce.catalog.getProduct('fen-chambray-shirt');
      expect(onSale?.compare_at_price).toBeGreaterThan(onSale?.price ?? Infinity);
      const soldOut = await commerce.catalog.getProduct('tobacco-leaf-candle');
      expect(soldOut?.available).toBe(false);
      expect(soldOut?.variants.every((variant) => variant.available === 0)).toBe(true);
    });

    it('prices a product whose sizes cost different amounts as a range', async () => {
      const tablecloth = await commerce.catalog.getProduct('linen-tablecloth');
      expect(tablecloth).toMatchObject({ price: 11800, price_max: 15800, compare_at_price: 14800 });
    });
  });

  describe('collections', () => {
    it('lists at least six collections with pictures and counts', async () => {
      const collections = await commerce.catalog.listCollections();
      expect(collections.length).toBeGreaterThanOrEqual(6);
      for (const collection of collections) {
        expect(collectionSchema.strict().parse(collection)).toEqual(collection);
        expect(collection.products_count).toBeGreaterThan(0);
        expect(collection.image).not.toBeNull();
      }
      expect(collections.map((collection) => collection.handle)).toEqual(
        expect.arrayContaining([
          'new-arrivals',
          'shirts-and-tops',
          'knitwear',
          'bags-and-accessories',
          'home-and-table',
          'sale',
          'gifts-under-50',
        ]),
      );
    });

    it('shows a collection with a page of its products', async () => {
      const sale = await commerce.catalog.getCollection('sale', { page_size: 100 });
      expect(collectionDetailSchema.parse(sale)).toEqual(sale);
      expect(sale?.total).toBe(sale?.collection.products_count);
      expect(sale?.products.every((product) => product.compare_at_price !== null)).toBe(true);
      const gifts = await commerce.catalog.getCollection('gifts-under-50', { sort: 'price-desc' });
      expect(gifts?.products[0]?.price).toBeLessThanOrEqual(5000);
    });

    it('returns null for an unknown collection and 422 for a bad query', async () => {
      expect(await commerce.catalog.getCollection('nope', {})).toBeNull();
      await expectCommerceError(commerce.catalog.getCollection('sale', { page: -1 }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'page',
      });
    });
  });

  it('builds the same demo catalog every time', () => {
    expect(buildCatalog()).toEqual(buildCatalog());
  });
  describe('variantImages', () => {
    it('gives each variant its own picture, else its product first one, and skips unknown ids', async () => {
      const product = (await commerce.catalog.getProduct(
        (await commerce.catalog.listProducts({})).products[0]!.handle,
      ))!;
      const withOwn = product.variants.find((variant) => variant.image !== undefined && variant.image !== null);
      const ids = product.variants.map((variant) => variant.ID);
      const images = await commerce.catalog.variantImages([...ids, 999_999_999, -1, 2 ** 40]);
      expect(
        Object.keys(images)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...ids].sort((a, b) => a - b));
      if (withOwn?.image) expect(images[withOwn.ID]?.url).toBe(withOwn.image.url);
      for (const id of ids) expect(images[id]?.url).toMatch(/^\/media\//);
      expect(await commerce.catalog.variantImages([])).toEqual({});
    });
  });
});
