import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce } from '../test/harness';
import { withQueryStats } from '../db/request-scope';
import { createPlugins, type PluginService } from './plugins';
import {
  buttonsSchema,
  discountStyleSchema,
  incentivesSchema,
  lastSalesSchema,
  popupsSchema,
  productCardsSchema,
  productDiscountsSchema,
  productPalettesSchema,
  relationshipsSchema,
  styleCombinationsSchema,
  visitorsSchema,
} from '@vitrine/headless/contract';
import { MAX_VISITORS, MIN_VISITORS, VISITOR_WINDOW_MS } from './social';

let commerce: Commerce;
let plugins: PluginService;
let now = new Date('2030-01-01T12:00:00Z');
const product = async (handle: string) => (await commerce.catalog.getProduct(handle))!;
const invalid = (promise: Promise<unknown>, field: string) =>
  expectCommerceError(promise, { status: 422, code: 'VALIDATION_FAILED', field });

beforeAll(async () => {
  commerce = await openTestCommerce();
  plugins = createPlugins(commerce.db, () => now);
});
afterAll(() => commerce.close());

describe('product_ids', () => {
  const byIds = () => [
    plugins.productCards,
    plugins.productPalettes,
    plugins.buttons,
    plugins.relationships,
    plugins.productDiscounts,
  ];
  it('accepts 1 to 100 comma-joined ids and refuses anything else with the field product_ids', async () => {
    for (const call of byIds()) {
      await invalid(call({}), 'product_ids');
      await invalid(call({ product_ids: '' }), 'product_ids');
      await invalid(call({ product_ids: '1,abc' }), 'product_ids');
      await invalid(call({ product_ids: '1,,2' }), 'product_ids');
      await invalid(call({ product_ids: '-1' }), 'product_ids');
      await invalid(call({ product_ids: '0' }), 'product_ids');
      await invalid(call({ product_ids: '99999999999' }), 'product_ids');
      await invalid(call({ product_ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }), 'product_ids');
    }
    const hundred = await plugins.productCards({ product_ids: Array.from({ length: 100 }, (_, i) => i + 1).join(',') });
    expect(hundred.product_cards.length).toBeGreaterThan(0);
  });
  it('skips unknown ids, drops repeats and keeps the order asked', async () => {
    const [a, b] = [await product('alder-linen-shirt'), await product('linen-tea-towel')];
    const cards = await plugins.productCards({ product_ids: `${b.ID}, ${a.ID},${b.ID},999999` });
    expect(cards.product_cards.map((c) => c.product_id)).toEqual([b.ID, a.ID]);
  });
});

describe('product cards', () => {
  it('gives the second picture and badges: sale with the saving, sold out, low stock, new', async () => {
    const all = await commerce.catalog.listProducts({ page_size: 100 });
    const ids = all.products.map((p) => p.ID).join(',');
    const result = await plugins.productCards({ product_ids: ids });
    expect(productCardsSchema.parse(result)).toEqual(result);
    for (const card of result.product_cards) {
      const summary = all.products.find((p) => p.ID === card.product_id)!;
      expect(card.second_image).toEqual(summary.hover_image);
      const types = card.badges.map((b) => b.type);
      expect(types.includes('sold_out')).toBe(!summary.available);
      const sale = card.badges.find((b) => b.type === 'sale');
      if (summary.compare_at_price !== null) {
        const saving = Math.round(((summary.compare_at_price - summary.price) / summary.compare_at_price) * 100);
        expect(sale?.label).toBe(`-${saving}%`);
      } else expect(sale).toBeUndefined();
    }
    // The catalog is dated long before this fixed "now": nothing is new.
    expect(result.product_cards.some((c) => c.badges.some((b) => b.type === 'new'))).toBe(false);
  });
  it('marks products added within the last 30 days as new, and 5 or fewer units as low stock', async () => {
    const target = await product('alder-linen-shirt');
    await commerce.db.query(`UPDATE products SET created_at = $2 WHERE id = $1`, [
      target.ID,
      new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    ]);
    await commerce.db.query(
      `UPDATE inventory_levels SET on_hand = CASE WHEN variant_id = $2 THEN 5 ELSE 0 END
       WHERE variant_id IN (SELECT id FROM variants WHERE product_id = $1)`,
      [target.ID, target.variants[0]!.ID],
    );
    let [card] = (await plugins.productCards({ product_ids: String(target.ID) })).product_cards;
    expect(card!.badges).toEqual(
      expect.arrayContaining([
        { type: 'new', label: 'New' },
        { type: 'low_stock', label: 'Only 5 left' },
      ]),
    );
    await commerce.db.query(`UPDATE products SET created_at = $2 WHERE id = $1`, [
      target.ID,
      new Date(now.getTime() - 31 * 86_400_000).toISOString(),
    ]);
    await commerce.db.query(`UPDATE inventory_levels SET on_hand = 6 WHERE variant_id = $1`, [target.variants[0]!.ID]);
    [card] = (await plugins.productCards({ product_ids: String(target.ID) })).product_cards;
    expect(card!.badges.map((b) => b.type)).not.toContain('new');
    expect(card!.badges.map((b) => b.type)).not.toContain('low_stock');
  });
});

describe('palettes and buttons', () => {
  it('lists colour swatches with the picture of each colour and the palette position', async () => {
    const shirt = await product('alder-linen-shirt');
    const result = await plugins.productPalettes({ product_ids: String(shirt.ID) });
    expect(productPalettesSchema.parse(result)).toEqual(result);
    expect(result.show_position).toBe('below_title');
    const colours = shirt.options.find((o) => o.values.some((v) => v.swatch))!;
    expect(result.palettes[0]!.option_name).toBe(colours.name);
    expect(result.palettes[0]!.colours.map((c) => [c.value, c.swatch])).toEqual(
      colours.values.slice(0, 6).map((v) => [v.value, v.swatch]),
    );
    expect(result.palettes[0]!.colours[0]!.image?.url).toMatch(/\.jpg$/);
  });
  it('gives each product the buttons set up for its type, and an empty list when there are none', async () => {
    const knit = (await commerce.catalog.listProducts({ collection: 'knitwear' })).products[0]!;
    const mug = (await commerce.catalog.listProducts({ collection: 'home-and-table' })).products[0]!;
    const result = await plugins.buttons({ product_ids: `${knit.ID},${mug.ID}` });
    expect(buttonsSchema.parse(result)).toEqual(result);
    expect(result.buttons).toEqual([expect.objectContaining({ product_id: knit.ID, label: 'Knitwear care guide' })]);
    expect((await plugins.buttons({ product_ids: String(mug.ID) })).buttons).toEqual([]);
  });
});

describe('looks and relationships', () => {
  it("completes the look from one of the product's collections with other, in-stock product types", async () => {
    const shirt = await product('alder-linen-shirt');
    const collections = await commerce.catalog.listCollections();
    const result = await plugins.styleCombinations({
      'filter[product_ids]': String(shirt.ID),
      combination_position: 'cart',
    });
    expect(styleCombinationsSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ is_show_card: true, combination_position: 'cart' });
    const look = result.combinations[0]!;
    expect(look.products.length).toBeGreaterThan(0);
    expect(look.products.length).toBeLessThanOrEqual(3);
    expect(look.products.every((p) => p.product_type !== shirt.product_type && p.available)).toBe(true);
    expect(new Set(look.products.map((p) => p.product_type)).size).toBe(look.products.length);
    const sale = collections.find((c) => c.handle === 'sale')!;
    const inSale = (await commerce.catalog.listProducts({ collection: 'sale', page_size: 100 })).products[0]!;
    const chosen = await plugins.styleCombinations({
      'filter[product_ids]': String(inSale.ID),
      category_id: String(sale.ID),
    });
    expect(chosen.combinations[0]?.collection.handle).toBe('sale');
    await invalid(plugins.styleCombinations({ product_ids: '1' }), 'filter[product_ids]');
    await invalid(plugins.styleCombinations({ 'filter[product_ids]': '1', category_id: 'abc' }), 'category_id');
    await invalid(
      plugins.styleCombinations({ 'filter[product_ids]': '1', combination_position: 'footer' }),
      'combination_position',
    );
  });
  it('picks a look from the first thousand members of a large collection, in a few statements', async () => {
    // A sweater in a collection of 3,000 in-stock tees and, last, one in-stock mug: a look of three types
    // cannot be filled, and the mug lies past the members a look is picked from.
    await commerce.db.query(`
      INSERT INTO collections (handle, title, position) VALUES ('tee-wall', 'Tee wall', 900);
      INSERT INTO products (handle, title, product_type, position) VALUES ('wall-sweater', 'Wall Sweater', 'Sweater', 10000);
      INSERT INTO products (handle, title, product_type, position)
        SELECT 'wall-tee-' || n, 'Wall Tee ' || n, 'Tee', 10000 + n FROM generate_series(1, 3000) n;
      INSERT INTO products (handle, title, product_type, position) VALUES ('wall-mug', 'Wall Mug', 'Mug', 20000);
      INSERT INTO variants (product_id, title, sku, price, position)
        SELECT id, 'One', 'WALL-' || id, 1500, 0 FROM products WHERE handle LIKE 'wall-%';
      INSERT INTO inventory_levels (variant_id, on_hand)
        SELECT v.id, 5 FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle LIKE 'wall-%';
      INSERT INTO collection_products (collection_id, product_id, position)
        SELECT (SELECT id FROM collections WHERE handle = 'tee-wall'), id, position FROM products WHERE handle LIKE 'wall-%';
    `);
    const sweater = await product('wall-sweater');
    const ask = () =>
      plugins.styleCombinations({ 'filter[product_ids]': String(sweater.ID), combination_position: 'product_detail' });
    const stats = { count: 0, durationMs: 0 };
    const result = await withQueryStats(stats, ask);
    expect(result.combinations[0]?.products.map((p) => p.handle)).toEqual(['wall-tee-1']);
    // The product's collections, five steps of 200 members, the look's products: never a read per member.
    expect(stats.count).toBeLessThanOrEqual(14);
    // The mug among the first members joins the look.
    await commerce.db.query(
      `UPDATE collection_products SET position = 0 WHERE product_id = (SELECT id FROM products WHERE handle = 'wall-mug')`,
    );
    expect((await ask()).combinations[0]?.products.map((p) => p.handle)).toEqual(['wall-mug', 'wall-tee-1']);
    await commerce.db.query(
      `DELETE FROM products WHERE handle LIKE 'wall-%'; DELETE FROM collections WHERE handle = 'tee-wall';`,
    );
  });
  it('relates up to four products, the same type first', async () => {
    const shirt = await product('alder-linen-shirt');
    const result = await plugins.relationships({ product_ids: `${shirt.ID},999999` });
    expect(relationshipsSchema.parse(result)).toEqual(result);
    expect(result.relationships).toHaveLength(1);
    const related = result.relationships[0]!.related;
    expect(related).toHaveLength(4);
    expect(related.map((r) => r.product_id)).not.toContain(shirt.ID);
    expect(related[0]!.reason).toBe('same_type');
  });
});

describe('discounts', () => {
  it('lists the running automatic discounts that apply to each product, with their adjustments', async () => {
    const shirt = await product('alder-linen-shirt');
    const towel = await product('linen-tea-towel');
    const adjustment = (ids: number[], order: number) => ({
      adjustment_group: { product_ids: ids, collection_ids: [] },
      discount_order: order,
      value_type: 'percentage',
      value: 1000,
    });
    await commerce.db.query(
      `INSERT INTO automatic_discounts (title, adjustment, starts_at, expires_at) VALUES
         ('Shirt week', $1::jsonb, NULL, NULL), ('Everything', $2::jsonb, NULL, NULL),
         ('Expired', $1::jsonb, NULL, '2029-12-31T00:00:00Z'), ('Later', $1::jsonb, '2030-02-01T00:00:00Z', NULL)`,
      [JSON.stringify(adjustment([shirt.ID], 2)), JSON.stringify(adjustment([], 1))],
    );
    const result = await plugins.productDiscounts({ product_ids: `${shirt.ID},${towel.ID}` });
    expect(productDiscountsSchema.parse(result)).toEqual(result);
    const [forShirt, forTowel] = result.product_discounts;
    expect(forShirt!.discounts.map((d) => d.title)).toEqual(['Everything', 'Shirt week']);
    expect(forShirt!.discounts[1]!.adjustments[0]).toMatchObject({
      adjustment_target: 'line_item',
      allocation_method: 'each',
      discount_order: 2,
      effective_level: 1,
      equal_gift: false,
      value: 1000,
    });
    expect(forTowel!.discounts.map((d) => d.title)).toEqual(['Everything']);
  });
  it('gives the discount display settings', async () => {
    const style = await plugins.discountStyle();
    expect(discountStyleSchema.strict().parse(style)).toEqual(style);
    expect(style.show_message).toBe(true);
    expect(style.cart_text_config).toHaveProperty('text');
  });
});

describe('social proof, popups and incentives', () => {
  it('shows demo sales before the first order, then real (paid) ones anonymised to an initial and a city', async () => {
    const demo = await plugins.lastSales({});
    expect(lastSalesSchema.parse(demo)).toEqual(demo);
    expect(demo.sales.length).toBeGreaterThan(0);
    expect(demo.sales.every((s) => s.demo && /^\p{Lu}\.$/u.test(s.name))).toBe(true);
    const variant = (await product('alder-linen-shirt')).variants[0]!;
    const [order] = await commerce.db.query<{ id: number }>(
      `INSERT INTO orders (number, idempotency_key, lookup_token_hash, email, currency, subtotal, total, payment_method,
                           shipping_address, placed_at, status, payment_status)
       VALUES ('T1001', 'k1', 'h', 'sarah.jones@example.com', 'USD', 100, 100, 'test_card', $1::jsonb, $2, 'open', 'paid') RETURNING id`,
      [
        JSON.stringify({ first_name: 'sarah', last_name: 'Jones', city: 'Leeds', address1: '1 Long Road' }),
        now.toISOString(),
      ],
    );
    await commerce.db.query(
      `INSERT INTO order_lines (order_id, variant_id, product_title, variant_title, sku, unit_price, quantity, line_total, position)
       VALUES ($1, $2, 'Alder Linen Shirt', 'M', 'X', 100, 1, 100, 0)`,
      [order!.id, variant.ID],
    );
    const real = await plugins.lastSales({ limit: '5' });
    expect(real.sales).toEqual([
      expect.objectContaining({ name: 'S.', city: 'Leeds', product_title: 'Alder Linen Shirt', demo: false }),
    ]);
    expect(JSON.stringify(real)).not.toMatch(/sarah|Jones|Long Road|example\.com/i);
    await invalid(plugins.lastSales({ limit: '21' }), 'limit');
    await invalid(plugins.lastSales({ limit: '0' }), 'limit');
  });

  it('counts live viewers deterministically within a five-minute window, between 3 and 28', async () => {
    const shirt = await product('alder-linen-shirt');
    const first = await plugins.visitors({ product_id: String(shirt.ID) });
    expect(visitorsSchema.parse(first)).toEqual(first);
    expect(first.count).toBeGreaterThanOrEqual(MIN_VISITORS);
    expect(first.count).toBeLessThanOrEqual(MAX_VISITORS);
    expect(await plugins.visitors({ product_id: String(shirt.ID) })).toEqual(first);
    const counts = new Set<number>();
    for (let step = 0; step < 12; step += 1) {
      now = new Date(Date.parse('2030-01-01T12:00:00Z') + step * VISITOR_WINDOW_MS);
      counts.add((await plugins.visitors({ product_id: String(shirt.ID) })).count);
    }
    expect(counts.size).toBeGreaterThan(1);
    await expectCommerceError(plugins.visitors({ product_id: '999999' }), {
      status: 404,
      code: 'NOT_FOUND',
      field: 'product_id',
    });
    await invalid(plugins.visitors({}), 'product_id');
    await invalid(plugins.visitors({ product_id: 'abc' }), 'product_id');
  });

  it('lists the active popups and incentives in order', async () => {
    const result = await plugins.popups();
    expect(popupsSchema.strict().parse(result)).toEqual(result);
    expect(result.popups.map((p) => p.kind)).toEqual(['newsletter', 'exit_intent']);
    await commerce.db.query(`UPDATE popups SET active = false WHERE kind = 'exit_intent'`);
    expect((await plugins.popups()).popups.map((p) => p.kind)).toEqual(['newsletter']);
    const offers = await plugins.incentives();
    expect(incentivesSchema.strict().parse(offers)).toEqual(offers);
    expect(offers.incentives[0]).toMatchObject({ kind: 'free_shipping', threshold: 10000, currency: 'USD' });
  });
});
