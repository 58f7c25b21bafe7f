import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngine, type Commerce } from '../../commerce';
import { currencyDigits } from '../../pricing/money';
import { openTestCommerce } from '../../test/harness';
import { exportProductsCsv } from './export';
import { importProductsCsv } from './import';
import { formatPrice, parsePrice, priceProblem } from './product-csv';

const FIXTURE = readFileSync(new URL('./fixtures/products.csv', import.meta.url), 'utf8');

async function exported(commerce: Commerce): Promise<string> {
  let text = '';
  for await (const chunk of exportProductsCsv(commerce.db)) text += chunk;
  return text;
}

async function variantsOf(commerce: Commerce, handle: string) {
  return commerce.db.query<{
    sku: string;
    title: string;
    price: number;
    compare_at_price: number | null;
    on_hand: number;
    weight_grams: number;
  }>(
    `SELECT v.sku, v.title, v.price, v.compare_at_price, i.on_hand, v.weight_grams
     FROM variants v JOIN products p ON p.id = v.product_id LEFT JOIN inventory_levels i ON i.variant_id = v.id
     WHERE p.handle = $1 ORDER BY v.position`,
    [handle],
  );
}

async function counts(commerce: Commerce) {
  const [row] = await commerce.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
            (SELECT count(*)::int FROM product_images) AS images, (SELECT count(*)::int FROM collections) AS collections,
            (SELECT count(*)::int FROM collection_products) AS members, (SELECT count(*)::int FROM product_option_values) AS option_values`,
  );
  return row;
}

describe('prices in the CSV', () => {
  it('reads decimal strings as exact minor units and writes them back', () => {
    expect(parsePrice('19.99')).toBe(1999);
    expect(parsePrice('0.1')).toBe(10);
    expect(parsePrice('129')).toBe(12900);
    expect(parsePrice('1,159.99')).toBe(115999);
    expect(parsePrice('4.35')).toBe(435);
    expect(parsePrice('12.500')).toBe(1250);
    for (const bad of ['12.999', '-1.00', 'abc', '1e3', '', '1.2.3', '99999999999'])
      expect(parsePrice(bad)).toBeUndefined();
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(115999)).toBe('1159.99');
  });
});

describe('prices in a currency with other decimals than two', () => {
  it('knows how many decimals a currency has', () => {
    expect(['USD', 'EUR', 'JPY', 'krw', 'KWD', 'BHD'].map(currencyDigits)).toEqual([2, 2, 0, 0, 3, 3]);
    // The shop shows prices with the same digits: a forint price has fillér, though Intl shows none.
    expect(currencyDigits('HUF')).toBe(2);
    expect(parsePrice('1200.50', 'HUF')).toBe(120050);
  });

  it('reads and writes yen as whole yen, taking zeros after the point and refusing any other decimal', () => {
    expect(parsePrice('1200', 'JPY')).toBe(1200);
    expect(parsePrice('1,200', 'JPY')).toBe(1200);
    expect(parsePrice('1200.00', 'JPY')).toBe(1200);
    expect(parsePrice('1200.', 'JPY')).toBe(1200);
    for (const bad of ['1200.5', '1200.05', '0.1', '-5', '¥1200']) expect(parsePrice(bad, 'JPY'), bad).toBeUndefined();
    expect(formatPrice(1200, 'JPY')).toBe('1200');
    expect(formatPrice(5, 'JPY')).toBe('5');
    expect(formatPrice(0, 'JPY')).toBe('0');
    expect(priceProblem('1200.5', 'JPY')).toBe('JPY amounts have no decimals');
    expect(priceProblem('twelve', 'JPY')).toBe('not an amount in JPY, such as 1200');
    expect(priceProblem('1200.00', 'JPY')).toBeUndefined();
  });

  it('reads and writes three-decimal currencies (Kuwaiti dinar: 1 KWD = 1000 fils)', () => {
    expect(parsePrice('12.345', 'KWD')).toBe(12345);
    expect(parsePrice('12.5', 'KWD')).toBe(12500);
    expect(parsePrice('12', 'KWD')).toBe(12000);
    expect(parsePrice('12.3450', 'KWD')).toBe(12345);
    expect(parsePrice('0.005', 'BHD')).toBe(5);
    expect(parsePrice('12.3456', 'KWD')).toBeUndefined();
    expect(formatPrice(12345, 'KWD')).toBe('12.345');
    expect(formatPrice(5, 'KWD')).toBe('0.005');
    expect(formatPrice(12500, 'BHD')).toBe('12.500');
    expect(priceProblem('12.3456', 'KWD')).toBe('KWD amounts have at most 3 decimals');
    expect(priceProblem('12.999', 'USD')).toBe('USD amounts have at most 2 decimals');
  });
});

/** Variant SKU → [Variant Price, Variant Compare At Price] of an exported CSV (rows without quoted fields). */
function exportedPrices(csv: string): Record<string, [string, string]> {
  const [header, ...rows] = csv.split('\r\n').map((line) => line.split(','));
  const column = (name: string) => header!.indexOf(name);
  return Object.fromEntries(
    rows
      .filter((row) => row[column('Variant SKU')])
      .map((row) => [
        row[column('Variant SKU')],
        [row[column('Variant Price')], row[column('Variant Compare At Price')]],
      ]),
  );
}

async function pricesOf(commerce: Commerce, skuPrefix: string) {
  return commerce.db.query<{ sku: string; price: number; compare_at_price: number | null }>(
    `SELECT sku, price, compare_at_price FROM variants WHERE sku LIKE $1 ORDER BY sku`,
    [`${skuPrefix}%`],
  );
}

describe('product CSV in a store whose currency has no decimals or three', () => {
  const YEN_CSV = [
    'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price',
    'iron-teapot,Iron Teapot,Title,Default Title,YEN-POT,"1,200",1500.00',
    'rice-bowl,Rice Bowl,Size,Small,YEN-BOWL-S,800,',
    'rice-bowl,,,Large,YEN-BOWL-L,1200.5,',
    'rice-bowl,,,Family,YEN-BOWL-F,1000,1200.50',
    'rice-bowl,,,Child,YEN-BOWL-C,600.0,',
  ].join('\n');

  it('imports a yen store’s prices as whole yen, refuses a fractional yen by line and reason, and exports them back', async () => {
    const commerce = await openTestCommerce({ seed: false });
    try {
      await commerce.settings.write('store', { currency: 'JPY' });
      // The currency is read when the engine starts: the store restarted on the same database sells in yen.
      const yen = await openEngine({ seed: false }, commerce.db);
      expect(yen.store.currency).toBe('JPY');

      const report = await yen.admin.importProductsCsv(YEN_CSV);
      expect(report.fatal).toBeUndefined();
      expect(report.refused.map((r) => [r.line, r.handle, r.reason])).toEqual([
        [4, 'rice-bowl', 'bad price "1200.5": JPY amounts have no decimals'],
        [5, 'rice-bowl', 'bad compare-at price "1200.50": JPY amounts have no decimals'],
      ]);
      expect(await pricesOf(commerce, 'YEN-')).toEqual([
        { sku: 'YEN-BOWL-C', price: 600, compare_at_price: null },
        { sku: 'YEN-BOWL-S', price: 800, compare_at_price: null },
        { sku: 'YEN-POT', price: 1200, compare_at_price: 1500 },
      ]);
      expect(await yen.catalog.getProduct('iron-teapot')).toMatchObject({ currency: 'JPY', price: 1200 });

      let csv = '';
      for await (const chunk of yen.admin.exportProductsCsv()) csv += chunk;
      expect(exportedPrices(csv)).toEqual({
        'YEN-POT': ['1200', '1500'],
        'YEN-BOWL-S': ['800', ''],
        'YEN-BOWL-C': ['600', ''],
      });

      // Into another yen store (the engine's functions read the stored currency) and out again: the same file.
      const other = await openTestCommerce({ seed: false });
      try {
        await other.settings.write('store', { currency: 'JPY' });
        const again = await importProductsCsv(other.db, csv);
        expect(again.refused).toEqual([]);
        expect(await pricesOf(other, 'YEN-')).toEqual(await pricesOf(commerce, 'YEN-'));
        expect(await exported(other)).toBe(csv);
      } finally {
        await other.close();
      }
    } finally {
      // The restarted engine shares the database: closing it once closes both.
      await commerce.close();
    }
  });

  it('imports and exports a three-decimal currency’s prices (KWD) exactly', async () => {
    const commerce = await openTestCommerce({ seed: false });
    try {
      await commerce.money.updateExchangeRates({ base: 'USD', rates: { KWD: 0.307 } });
      await commerce.settings.write('store', { currency: 'KWD' });
      const report = await importProductsCsv(
        commerce.db,
        [
          'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price',
          'dates-box,Dates Box,Size,Small,KWD-S,12.345,15',
          'dates-box,,,Large,KWD-L,"1,012.5",',
          'dates-box,,,Gift,KWD-G,9.0000,',
          'dates-box,,,Crate,KWD-C,1.2345,',
        ].join('\n'),
      );
      expect(report.refused.map((r) => [r.line, r.reason])).toEqual([
        [5, 'bad price "1.2345": KWD amounts have at most 3 decimals'],
      ]);
      expect(await pricesOf(commerce, 'KWD-')).toEqual([
        { sku: 'KWD-G', price: 9000, compare_at_price: null },
        { sku: 'KWD-L', price: 1012500, compare_at_price: null },
        { sku: 'KWD-S', price: 12345, compare_at_price: 15000 },
      ]);
      const csv = await exported(commerce);
      expect(exportedPrices(csv)).toEqual({
        'KWD-S': ['12.345', '15.000'],
        'KWD-L': ['1012.500', ''],
        'KWD-G': ['9.000', ''],
      });
      // Importing the export again changes nothing.
      const again = await importProductsCsv(commerce.db, csv);
      expect(again).toMatchObject({ refused: [], productsCreated: 0, variantsCreated: 0 });
      expect(await pricesOf(commerce, 'KWD-')).toHaveLength(3);
      expect(await exported(commerce)).toBe(csv);
    } finally {
      await commerce.close();
    }
  });
});

describe('product CSV import and export', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  });
  afterAll(() => commerce?.close());

  it('creates products, variants, pictures and collections with exact prices, and lists refused rows by line', async () => {
    // The search index and the catalogue's read cache are built before the import, and must follow it.
    const search = async (q: string) =>
      (await commerce.discovery.search.search(new URLSearchParams({ q }))).products.map((p) => p.title);
    expect(await search('alder')).toEqual([]);
    expect(await commerce.catalog.getProduct('alder-linen-shirt')).toBeNull();
    const report = await importProductsCsv(commerce.db, FIXTURE);
    expect(report.fatal).toBeUndefined();
    expect(await search('alder')).toEqual(['Alder Linen Shirt']);
    expect(report.productsCreated).toBe(6);
    expect(report.variantsCreated).toBe(4 + 1 + 3 + 2 + 1 + 1);
    expect(report.refused.map((r) => [r.line, r.reason])).toEqual([
      [14, 'a new product needs a Title'],
      [15, 'bad price "12.999": USD amounts have at most 2 decimals'],
      [16, 'negative inventory -3'],
      [18, 'status "draft": the store shows every product it holds, so only active products are imported'],
      [19, 'its product was refused on line 18'],
      [20, 'unknown option value layout: Option2 Value "Large" has no Option2 Name'],
      [22, 'no Handle'],
      [23, 'picture address "javascript:alert(1)" is neither an http(s) URL nor a path'],
      [23, 'a new product needs at least one variant'],
    ]);
    expect(report.warnings).toEqual([
      { line: 9, handle: 'fisherman-merino-crewneck', reason: 'the description was cleaned by the HTML sanitizer' },
    ]);

    expect(await variantsOf(commerce, 'alder-linen-shirt')).toEqual([
      { sku: 'ALD-SAND-S', title: 'Sand / S', price: 8900, compare_at_price: 11000, on_hand: 12, weight_grams: 320 },
      { sku: 'ALD-SAND-M', title: 'Sand / M', price: 8900, compare_at_price: 11000, on_hand: 8, weight_grams: 330 },
      { sku: 'ALD-NAVY-S', title: 'Navy / S', price: 8900, compare_at_price: null, on_hand: 0, weight_grams: 320 },
      { sku: 'ALD-NAVY-M', title: 'Navy / M', price: 9250, compare_at_price: null, on_hand: 5, weight_grams: 330 },
    ]);
    expect((await variantsOf(commerce, 'fisherman-merino-crewneck')).map((v) => [v.title, v.price])).toEqual([
      ['Oat / M / Regular', 15900],
      ['Oat / L / Regular', 15900],
      ['Forest / M / Relaxed', 115999],
    ]);
    expect((await variantsOf(commerce, 'waxed-canvas-tote')).map((v) => [v.sku, v.price])).toEqual([
      ['waxed-canvas-tote-olive', 12900],
      ['waxed-canvas-tote-black', 12950],
    ]);
    expect((await variantsOf(commerce, 'speckled-stoneware-mug')).map((v) => [v.title, v.price])).toEqual([
      ['Default Title', 2400],
    ]);
    const [crewneck] = await commerce.db.query<{ description_html: string }>(
      `SELECT description_html FROM products WHERE handle = 'fisherman-merino-crewneck'`,
    );
    expect(crewneck!.description_html).toBe('<p>Cable knit in merino.</p>');

    // The storefront's catalogue sees the products, their pictures and their collections.
    const shirt = await commerce.catalog.getProduct('alder-linen-shirt');
    expect(shirt!.images.map((i) => i.url)).toEqual([
      'https://cdn.example.com/alder-sand.jpg',
      'https://cdn.example.com/alder-navy.jpg',
      'https://cdn.example.com/alder-detail.jpg',
    ]);
    const collections = await commerce.db.query<{ handle: string; title: string; members: number }>(
      `SELECT c.handle, c.title, count(cp.product_id)::int AS members FROM collections c
       LEFT JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.id ORDER BY c.position`,
    );
    expect(collections).toEqual([
      { handle: 'linen', title: 'Linen', members: 1 },
      { handle: 'summer', title: 'Summer', members: 1 },
      { handle: 'home', title: 'Home', members: 1 },
      { handle: 'gifts-under-50', title: 'Gifts under $50', members: 1 },
      { handle: 'knitwear', title: 'Knitwear', members: 1 },
      { handle: 'winter', title: 'Winter', members: 1 },
      { handle: 'sale', title: 'Sale', members: 1 },
      { handle: 'bags', title: 'Bags', members: 1 },
      { handle: 'socks', title: 'Socks', members: 1 },
    ]);
  });

  it('is idempotent: importing the same file again changes nothing and duplicates nothing', async () => {
    const before = await counts(commerce);
    const firstExport = await exported(commerce);
    const report = await importProductsCsv(commerce.db, FIXTURE);
    expect(report.productsCreated).toBe(0);
    expect(report.variantsCreated).toBe(0);
    expect(report.productsUpdated).toBe(6);
    expect(await counts(commerce)).toEqual(before);
    expect(await exported(commerce)).toBe(firstExport);
  });

  it('updates a changed price in place', async () => {
    const changed = FIXTURE.replace('ALD-NAVY-M,330,,5,92.50', 'ALD-NAVY-M,330,,7,95.25');
    expect(changed).not.toBe(FIXTURE);
    const [before] = await commerce.db.query<{ id: number }>(`SELECT id FROM variants WHERE sku = 'ALD-NAVY-M'`);
    const report = await importProductsCsv(commerce.db, changed);
    expect(report.variantsCreated).toBe(0);
    const [after] = await commerce.db.query<{ id: number; price: number; on_hand: number }>(
      `SELECT v.id, v.price, i.on_hand FROM variants v JOIN inventory_levels i ON i.variant_id = v.id WHERE sku = 'ALD-NAVY-M'`,
    );
    expect(after).toEqual({ id: before!.id, price: 9525, on_hand: 7 });
    const shirt = await commerce.catalog.getProduct('alder-linen-shirt');
    expect(shirt!.variants.find((v) => v.sku === 'ALD-NAVY-M')?.price).toBe(9525);
  });

  it('gives the same CSV after export, import into an empty store and export', async () => {
    const first = await exported(commerce);
    const empty = await openTestCommerce({ seed: false });
    try {
      const report = await importProductsCsv(empty.db, first);
      expect(report.refused).toEqual([]);
      expect(await exported(empty)).toBe(first);
    } finally {
      await empty.close();
    }
  });
});

describe('hostile CSV files', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce({ seed: false });
  });
  afterAll(() => commerce?.close());

  const header = 'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price';
  const good = (n: number) => `hostile-${n},Hostile ${n},Title,Default Title,H-${n},1.00`;

  it('reads a BOM and CRLF line ends', async () => {
    const report = await importProductsCsv(commerce.db, `\uFEFF${header}\r\n${good(1)}\r\n${good(2)}\r\n`);
    expect(report).toMatchObject({ productsCreated: 2, refused: [] });
  });

  it('refuses a NUL byte and a wrong column count, and imports the rest', async () => {
    const report = await importProductsCsv(
      commerce.db,
      [header, `hostile-3,Bad\u0000Title,Title,Default Title,H-3,1.00`, 'hostile-4,Short', good(5)].join('\n'),
    );
    expect(report.refused.map((r) => [r.line, r.reason])).toEqual([
      [2, 'the row holds a NUL character'],
      [3, 'the row has 2 fields; the header has 6'],
    ]);
    expect(report.productsCreated).toBe(1);
  });

  it('takes a 1 MB field', async () => {
    const body = `<p>${'a'.repeat(1024 * 1024)}</p>`;
    const report = await importProductsCsv(
      commerce.db,
      `Handle,Title,Body (HTML),Variant SKU,Variant Price\nhostile-6,Long,"${body}",H-6,2.00\n`,
    );
    expect(report).toMatchObject({ productsCreated: 1, refused: [] });
  });

  it('reports unbalanced quotes without throwing', async () => {
    const report = await importProductsCsv(
      commerce.db,
      `${header}\n${good(7)}\nhostile-8,"Open quote,Title,Default Title,H-8,1.00\n${good(9)}\n`,
    );
    expect(report.productsCreated).toBe(1);
    expect(report.refused.length + (report.fatal ? 1 : 0)).toBeGreaterThan(0);
  });

  it('reports a file that is not a product CSV', async () => {
    expect((await importProductsCsv(commerce.db, 'a,b\n1,2\n')).fatal).toMatch(/no Handle column/);
    expect((await importProductsCsv(commerce.db, '')).fatal).toMatch(/empty/);
    expect(
      (await importProductsCsv(commerce.db, Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x22]).toString('latin1'))).fatal,
    ).toBeDefined();
  });
});
