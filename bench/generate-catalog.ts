/**
 * Grows a store's catalogue to a given number of products, with believable
 * names, vendors, descriptions, colour and size options, variants, stock,
 * pictures and collections, on the embedded database or on PostgreSQL.
 *
 * The demo catalogue stays as it is: generated products come after it in the
 * featured order (positions from GENERATED_BASE) and join the demo's
 * collections by type, price and markdown, and a few collections of their own.
 * Generation is deterministic (product n is always the same product) and
 * incremental: growing 1k to 10k adds products 934 to 9933.
 *
 * The products travel as JSON in chunks; options, variants, pictures, stock
 * and memberships are expanded from them by SQL, one statement a table.
 *
 * Usage (the data folder allows one opener: stop its server first):
 *   tsx bench/generate-catalog.ts --products 10000 --data-dir /tmp/store
 *   tsx bench/generate-catalog.ts --products 10000 --database-url postgres://…
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Db } from '@vitrine/commerce';
// The generator writes rows no service writes (a catalogue of any size): it opens the store with its query layer.
import { openCommerceWithDb } from '@vitrine/commerce/testing';

/** Featured positions of generated products start after this (the demo's are 1 to its size). */
export const GENERATED_BASE = 1_000_000;
/** Products per transaction: large enough for bulk statements, small enough for modest memory. */
const CHUNK = 10_000;

interface Kind {
  type: string;
  nouns: readonly string[];
  materials: readonly string[];
  styles: readonly string[];
  sizes: readonly string[];
  /** Price range in minor units (cents). */
  price: readonly [number, number];
  collection: string;
  care: string;
  vendors: readonly string[];
}

const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
/** Who makes what: the demo's makers and a few more, by department. */
const CLOTHING = ['Vitrine', 'Northfold', 'Stonecut Denim', 'Common Thread', 'Oakhurst Mill', 'Low Tide'];
const KNIT = ['Marlow Knit', 'Vitrine', 'Oakhurst Mill', 'Greyfriars'];
const ACCESSORIES = ['Linden Leather', 'Northfold', 'Tidewater Goods', 'Wilder & Co.', 'Vitrine'];
const HOME = ['Hearth Ceramics', 'Kettle Row', 'Fernwood Candle Co.', 'Ember Pottery', 'Saltmarsh Studio'];
const PAPER = ['Papier Atelier', 'Field Notes Supply'];
const WAIST_SIZES = ['28', '30', '32', '34', '36'];
const FIT_SIZES = ['S/M', 'L/XL'];

const KINDS: readonly Kind[] = [
  {
    type: 'Shirts',
    nouns: ['Shirt', 'Overshirt', 'Work Shirt'],
    materials: ['Linen', 'Oxford', 'Chambray', 'Flannel', 'Poplin', 'Corduroy'],
    styles: ['Relaxed', 'Boxy', 'Garment-Dyed', 'Camp-Collar'],
    sizes: TOP_SIZES,
    price: [6900, 16900],
    collection: 'shirts-and-tops',
    care: 'Machine wash cool, line dry.',
    vendors: CLOTHING,
  },
  {
    type: 'T-shirts',
    nouns: ['Tee', 'Pocket Tee', 'Long-Sleeve Tee', 'Henley'],
    materials: ['Cotton', 'Slub Cotton', 'Jersey', 'Pima Cotton'],
    styles: ['Heavyweight', 'Everyday', 'Loopwheel', 'Boxy'],
    sizes: TOP_SIZES,
    price: [2900, 6900],
    collection: 'shirts-and-tops',
    care: 'Machine wash warm, tumble dry low.',
    vendors: CLOTHING,
  },
  {
    type: 'Knitwear',
    nouns: ['Crewneck', 'Cardigan', 'Roll-Neck', 'Jumper', 'Vest'],
    materials: ['Merino', 'Lambswool', 'Alpaca', 'Cashmere', 'Cotton', 'Shetland'],
    styles: ['Cable', 'Ribbed', 'Fisherman', 'Fine-Gauge', 'Brushed'],
    sizes: TOP_SIZES,
    price: [8900, 24900],
    collection: 'knitwear',
    care: 'Hand wash cold, dry flat.',
    vendors: KNIT,
  },
  {
    type: 'Trousers',
    nouns: ['Trousers', 'Chinos', 'Pleated Trousers', 'Work Pants'],
    materials: ['Canvas', 'Twill', 'Linen', 'Moleskin', 'Corduroy'],
    styles: ['Easy', 'Tapered', 'Wide-Leg', 'Carpenter'],
    sizes: WAIST_SIZES,
    price: [7900, 17900],
    collection: 'trousers-and-denim',
    care: 'Machine wash cool, hang to dry.',
    vendors: CLOTHING,
  },
  {
    type: 'Denim',
    nouns: ['Jeans', 'Jacket', 'Overshirt'],
    materials: ['Raw Denim', 'Rinse Denim', 'Stretch Denim', 'Organic Denim'],
    styles: ['Straight', 'Slim', 'Loose', 'Tapered'],
    sizes: WAIST_SIZES,
    price: [11900, 22900],
    collection: 'trousers-and-denim',
    care: 'Wash inside out, cold, rarely.',
    vendors: CLOTHING,
  },
  {
    type: 'Shorts',
    nouns: ['Shorts', 'Camp Shorts', 'Swim Shorts'],
    materials: ['Linen', 'Ripstop', 'Seersucker', 'Canvas'],
    styles: ['Easy', 'Pleated', 'Drawstring'],
    sizes: WAIST_SIZES,
    price: [4900, 9900],
    collection: 'trousers-and-denim',
    care: 'Machine wash cool.',
    vendors: CLOTHING,
  },
  {
    type: 'Hats',
    nouns: ['Beanie', 'Cap', 'Bucket Hat'],
    materials: ['Merino', 'Waxed Cotton', 'Wool', 'Canvas'],
    styles: ['Ribbed', 'Six-Panel', 'Fisherman', 'Packable'],
    sizes: FIT_SIZES,
    price: [2900, 5900],
    collection: 'bags-and-accessories',
    care: 'Spot clean.',
    vendors: ACCESSORIES,
  },
  {
    type: 'Scarves',
    nouns: ['Scarf', 'Wrap', 'Snood'],
    materials: ['Lambswool', 'Cashmere', 'Alpaca', 'Linen'],
    styles: ['Herringbone', 'Brushed', 'Check', 'Fringed'],
    sizes: [],
    price: [3900, 12900],
    collection: 'bags-and-accessories',
    care: 'Dry clean or hand wash cold.',
    vendors: ACCESSORIES,
  },
  {
    type: 'Socks',
    nouns: ['Socks', 'Boot Socks', 'Ankle Socks'],
    materials: ['Merino', 'Cotton', 'Wool'],
    styles: ['Ribbed', 'Cushioned', 'Striped', 'Hiking'],
    sizes: FIT_SIZES,
    price: [1500, 3200],
    collection: 'bags-and-accessories',
    care: 'Machine wash warm, inside out.',
    vendors: ACCESSORIES,
  },
  {
    type: 'Bags',
    nouns: ['Tote', 'Rucksack', 'Holdall', 'Crossbody Bag', 'Market Bag'],
    materials: ['Canvas', 'Waxed Canvas', 'Leather', 'Nylon', 'Jute'],
    styles: ['Roll-Top', 'Everyday', 'Weekender', 'Utility'],
    sizes: [],
    price: [3900, 29900],
    collection: 'bags-and-accessories',
    care: 'Wipe clean; re-wax once a season.',
    vendors: ACCESSORIES,
  },
  {
    type: 'Small leather goods',
    nouns: ['Wallet', 'Card Holder', 'Key Ring', 'Belt'],
    materials: ['Bridle Leather', 'Suede', 'Vegetable-Tanned Leather'],
    styles: ['Slim', 'Bifold', 'Hand-Stitched', 'Classic'],
    sizes: [],
    price: [2500, 11900],
    collection: 'bags-and-accessories',
    care: 'Condition now and then with a leather balm.',
    vendors: ACCESSORIES,
  },
  {
    type: 'Mugs',
    nouns: ['Mug', 'Cup', 'Tumbler'],
    materials: ['Stoneware', 'Porcelain', 'Enamel', 'Earthenware'],
    styles: ['Speckled', 'Glazed', 'Stacking', 'Handmade'],
    sizes: [],
    price: [1800, 4500],
    collection: 'home-and-table',
    care: 'Dishwasher and microwave safe.',
    vendors: HOME,
  },
  {
    type: 'Bowls',
    nouns: ['Bowl', 'Serving Bowl', 'Pasta Bowl'],
    materials: ['Stoneware', 'Porcelain', 'Earthenware', 'Olive Wood'],
    styles: ['Speckled', 'Reactive-Glaze', 'Nesting', 'Wide'],
    sizes: [],
    price: [2200, 8900],
    collection: 'home-and-table',
    care: 'Dishwasher safe.',
    vendors: HOME,
  },
  {
    type: 'Plates',
    nouns: ['Dinner Plate', 'Side Plate', 'Platter'],
    materials: ['Stoneware', 'Porcelain', 'Earthenware'],
    styles: ['Rimmed', 'Speckled', 'Coupe', 'Glazed'],
    sizes: [],
    price: [2400, 9900],
    collection: 'home-and-table',
    care: 'Dishwasher safe.',
    vendors: HOME,
  },
  {
    type: 'Table linen',
    nouns: ['Napkins, Set of 4', 'Tablecloth', 'Table Runner', 'Tea Towel'],
    materials: ['Linen', 'Cotton', 'Stonewashed Linen', 'Waffle Cotton'],
    styles: ['Hemstitched', 'Striped', 'Checked', 'Washed'],
    sizes: [],
    price: [1800, 12900],
    collection: 'home-and-table',
    care: 'Machine wash warm, iron damp.',
    vendors: HOME,
  },
  {
    type: 'Candles',
    nouns: ['Candle', 'Pillar Candle', 'Taper Candles', 'Travel Candle'],
    materials: ['Beeswax', 'Soy Wax', 'Rapeseed Wax'],
    styles: ['Fig', 'Cedar', 'Smoked Vetiver', 'Orange Blossom', 'Sea Salt'],
    sizes: [],
    price: [1600, 6500],
    collection: 'home-and-table',
    care: 'Trim the wick to 5 mm before each burn.',
    vendors: HOME,
  },
  {
    type: 'Stationery',
    nouns: ['Notebook', 'Sketchbook', 'Journal', 'Card Set', 'Pen'],
    materials: ['Recycled Paper', 'Cotton Paper', 'Linen-Bound', 'Brass'],
    styles: ['Dotted', 'Lined', 'Plain', 'Pocket'],
    sizes: [],
    price: [900, 5900],
    collection: 'paper-and-desk',
    care: 'Acid-free pages.',
    vendors: PAPER,
  },
];

/** Place names that start product names, in the demo's manner ("Alder Linen Shirt"). */
// prettier-ignore
const PLACES = [
  'Alder', 'Harbour', 'Fen', 'Cove', 'Birch', 'Marlow', 'Tamar', 'Linden', 'Hollis', 'Wren', 'Calder', 'Rowan',
  'Esk', 'Brae', 'Hythe', 'Orla', 'Quill', 'Sorrel', 'Tor', 'Ashby', 'Kestrel', 'Dune', 'Moor', 'Nook',
  'Pike', 'Rye', 'Skerry', 'Thorn', 'Umber', 'Vale', 'Weald', 'Yarrow', 'Arden', 'Bramble', 'Clyde', 'Dart',
  'Elm', 'Fowey', 'Glen', 'Heath', 'Iona', 'Jura', 'Kyle', 'Lune', 'Mull', 'Ness', 'Otter', 'Penn',
];
const COUNTRIES = ['Portugal', 'Italy', 'Japan', 'Scotland', 'England', 'Peru', 'France', 'Lithuania', 'India'];
// prettier-ignore
const COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['Sand', '#D6C4A3'], ['Oat', '#E2D7C1'], ['Ecru', '#EEE6D6'], ['White', '#F7F6F2'], ['Stone', '#B9B2A6'],
  ['Charcoal', '#3A3A3C'], ['Black', '#1E1E1F'], ['Navy', '#26324D'], ['Indigo', '#2F3E66'], ['Sky', '#A8C3D8'],
  ['Forest', '#2F4A3B'], ['Olive', '#6A6B3E'], ['Sage', '#9DAE8C'], ['Rust', '#A9522B'], ['Terracotta', '#C46C4B'],
  ['Ochre', '#C7922F'], ['Burgundy', '#6B2434'], ['Plum', '#5A3550'], ['Dusty Rose', '#D2A6A0'], ['Cognac', '#95552D'],
  ['Grey Marl', '#9C9C9A'], ['Slate', '#596670'], ['Natural', '#E7DCC5'], ['Celadon', '#B5C7B0'],
];
/** Collections of the generated products only (the demo's own are joined by rule). */
const EDITS = [
  { handle: 'the-linen-edit', title: 'The Linen Edit', description: 'Everything we make in linen, for warm days.' },
  { handle: 'workwear', title: 'Workwear', description: 'Canvas, twill and denim cut for days that wear things out.' },
  {
    handle: 'slow-evenings',
    title: 'Slow Evenings',
    description: 'Candles, throws and the bowls you eat supper from.',
  },
  { handle: 'travel-light', title: 'Travel Light', description: 'Packable layers and bags that fit under the seat.' },
] as const;
/** Demo collections a generated product joins by price or markdown. */
const GIFT_PRICE_LIMIT = 5000;

/**
 * Deterministic draws for product n, from hashes of its number: the same n
 * always makes the same product, whatever else was generated before it.
 */
function randomFor(n: number): () => number {
  const bytes = Buffer.concat([0, 1].map((part) => createHash('sha512').update(`${n}:${part}`).digest()));
  let next = 0;
  return () => {
    const value = bytes.readUInt32LE(next) / 2 ** 32;
    next = (next + 4) % bytes.length;
    return value;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "a", "a and b", "a, b and c". */
const listed = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];

/** One generated product as it travels to the database. */
interface GeneratedProduct {
  handle: string;
  title: string;
  description_html: string;
  vendor: string;
  product_type: string;
  position: number;
  created_at: string;
  price: number;
  compare_at: number | null;
  colours: string[];
  swatches: string[];
  sizes: string[];
  collections: string[];
}

/** Product number n (1-based) of the generated catalogue. */
export function generatedProduct(n: number): GeneratedProduct {
  const random = randomFor(n);
  const kind = pick(random, KINDS);
  const place = pick(random, PLACES);
  const material = pick(random, kind.materials);
  const noun = pick(random, kind.nouns);
  const style = random() < 0.4 ? `${pick(random, kind.styles)} ` : '';
  const title = `${place} ${style}${material} ${noun}`;
  const [low, high] = kind.price;
  const price = Math.max(500, Math.round((low + random() * (high - low)) / 100) * 100 - 100);
  const compareAt = random() < 0.12 ? Math.round((price * 1.3) / 100) * 100 : null;
  const colourCount = 1 + Math.floor(random() * 3);
  const start = Math.floor(random() * COLOURS.length);
  const colours = Array.from({ length: colourCount }, (_, i) => COLOURS[(start + i * 5) % COLOURS.length]!);
  const sizes = kind.sizes.length > 0 && random() < 0.15 ? kind.sizes.slice(1, 4) : [...kind.sizes];
  const collections: string[] = [kind.collection];
  if (compareAt !== null) collections.push('sale');
  if (price <= GIFT_PRICE_LIMIT) collections.push('gifts-under-50');
  if (material.includes('Linen')) collections.push('the-linen-edit');
  if (/Canvas|Twill|Denim|Work/.test(title)) collections.push('workwear');
  if (['Candles', 'Throws', 'Bowls'].includes(kind.type)) collections.push('slow-evenings');
  if (random() < 0.05) collections.push('travel-light');
  const country = pick(random, COUNTRIES);
  const lower = `${material} ${noun}`.toLowerCase();
  return {
    handle: `${slug(title)}-${n}`,
    title,
    description_html:
      `<p>A ${style.trim().toLowerCase() || 'simple'} ${lower} made to be used every day and kept for years. ` +
      `${pick(random, ['Cut', 'Made', 'Finished'])} in small runs by ${pick(random, ['a family workshop', 'an old mill', 'a small studio'])}, ` +
      `it comes in ${listed(colours.map(([name]) => name.toLowerCase()))}.</p><p>${kind.care} Made in ${country}.</p>`,
    vendor: pick(random, kind.vendors),
    product_type: kind.type,
    position: GENERATED_BASE + n,
    // Older than the demo's arrivals, a few minutes apart, so "newest" keeps the demo first.
    created_at: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
    price,
    compare_at: compareAt,
    colours: colours.map(([name]) => name),
    swatches: colours.map(([, hex]) => hex),
    sizes,
    collections,
  };
}

/** Expands one chunk of generated products into every catalogue table, in one transaction. */
async function insertChunk(db: Db, products: GeneratedProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    // The rows are consistent by construction: foreign-key checks (row by row) are skipped for this load.
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(`CREATE TEMP TABLE bench_gen (
      product_id int, handle text, title text, description_html text, vendor text, product_type text,
      position int, created_at timestamptz, price int, compare_at int,
      colours text[], swatches text[], sizes text[], collections text[]) ON COMMIT DROP`);
    await tx.query(
      `INSERT INTO bench_gen
       SELECT NULL, x.* FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, description_html text,
         vendor text, product_type text, position int, created_at timestamptz, price int, compare_at int,
         colours text[], swatches text[], sizes text[], collections text[])`,
      [JSON.stringify(products)],
    );
    await tx.query('ANALYZE bench_gen');
    await tx.query(`WITH inserted AS (
        INSERT INTO products (handle, title, description_html, vendor, product_type, position, created_at)
        SELECT handle, title, description_html, vendor, product_type, position, created_at FROM bench_gen
        ORDER BY position RETURNING id, handle)
      UPDATE bench_gen g SET product_id = inserted.id FROM inserted WHERE inserted.handle = g.handle`);
    await tx.query(`INSERT INTO product_options (product_id, name, position)
      SELECT product_id, 'Colour', 1 FROM bench_gen
      UNION ALL SELECT product_id, 'Size', 2 FROM bench_gen WHERE cardinality(sizes) > 0`);
    await tx.query(`INSERT INTO product_option_values (option_id, value, swatch, position)
      SELECT o.id, c.value, c.swatch, c.ord FROM bench_gen g
        JOIN product_options o ON o.product_id = g.product_id AND o.name = 'Colour'
        CROSS JOIN LATERAL unnest(g.colours, g.swatches) WITH ORDINALITY AS c(value, swatch, ord)
      UNION ALL
      SELECT o.id, s.value, NULL, s.ord FROM bench_gen g
        JOIN product_options o ON o.product_id = g.product_id AND o.name = 'Size'
        CROSS JOIN LATERAL unnest(g.sizes) WITH ORDINALITY AS s(value, ord)`);
    // One front picture per colour (the files are not drawn: the pages render their addresses).
    await tx.query(`INSERT INTO product_images (product_id, url, alt, width, height, position)
      SELECT g.product_id, '/media/' || g.handle || '-' || c.ord || '.jpg', g.title || ' in ' || c.value, 1200, 1500, c.ord
      FROM bench_gen g CROSS JOIN LATERAL unnest(g.colours) WITH ORDINALITY AS c(value, ord)`);
    await tx.query(`INSERT INTO variants (product_id, title, sku, price, compare_at_price, position, image_id)
      SELECT g.product_id, c.value || coalesce(' / ' || s.value, ''), 'G' || (g.position - ${GENERATED_BASE}) || '-' || c.ord || '-' || s.ord,
        g.price, g.compare_at, (c.ord - 1) * greatest(cardinality(g.sizes), 1) + s.ord, i.id
      FROM bench_gen g
        CROSS JOIN LATERAL unnest(g.colours) WITH ORDINALITY AS c(value, ord)
        CROSS JOIN LATERAL unnest(CASE WHEN cardinality(g.sizes) > 0 THEN g.sizes ELSE ARRAY[NULL::text] END)
          WITH ORDINALITY AS s(value, ord)
        LEFT JOIN product_images i ON i.product_id = g.product_id AND i.position = c.ord`);
    await tx.query(`INSERT INTO variant_option_values (variant_id, option_value_id)
      SELECT v.id, ov.id FROM bench_gen g
        JOIN variants v ON v.product_id = g.product_id
        JOIN product_options o ON o.product_id = g.product_id
        JOIN product_option_values ov ON ov.option_id = o.id
          AND ov.value = split_part(v.title, ' / ', o.position)`);
    // Mostly healthy stock, some low, a few sold out (as the demo's).
    await tx.query(`INSERT INTO inventory_levels (variant_id, on_hand)
      SELECT v.id, CASE WHEN v.id % 20 = 0 THEN 0 WHEN v.id % 10 = 1 THEN 2 + v.id % 2 ELSE 4 + v.id % 37 END
      FROM bench_gen g JOIN variants v ON v.product_id = g.product_id`);
    await tx.query(`WITH last AS (
        SELECT c.id, c.handle, coalesce(max(cp.position), 0) AS position
        FROM collections c LEFT JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.id)
      INSERT INTO collection_products (collection_id, product_id, position)
      SELECT last.id, g.product_id, last.position + row_number() OVER (PARTITION BY last.id ORDER BY g.position)
      FROM bench_gen g CROSS JOIN LATERAL unnest(g.collections) AS h(handle) JOIN last ON last.handle = h.handle`);
  });
}

/** What a run of the generator did. */
export interface GenerateReport {
  before: number;
  after: number;
  inserted: number;
  ms: number;
}

/**
 * Adds generated products until the store holds `target` products (demo
 * included); a store that already holds as many is left as it is.
 */
export async function growCatalog(db: Db, target: number): Promise<GenerateReport> {
  const started = performance.now();
  const [count] = await db.query<{ products: number; generated: number }>(
    `SELECT count(*)::int AS products, coalesce(max(position) FILTER (WHERE position > $1), $1)::int - $1 AS generated
     FROM products`,
    [GENERATED_BASE],
  );
  const before = count?.products ?? 0;
  let next = (count?.generated ?? 0) + 1;
  await db.query(
    `INSERT INTO collections (handle, title, description, position)
     SELECT x.handle, x.title, x.description, x.position
     FROM jsonb_to_recordset($1::jsonb) AS x(handle text, title text, description text, position int)
     ON CONFLICT (handle) DO NOTHING`,
    [JSON.stringify(EDITS.map((edit, index) => ({ ...edit, position: 100 + index })))],
  );
  for (let missing = target - before; missing > 0;) {
    const size = Math.min(CHUNK, missing);
    await insertChunk(
      db,
      Array.from({ length: size }, (_, i) => generatedProduct(next + i)),
    );
    next += size;
    missing -= size;
  }
  if (target > before) {
    // The load skipped the triggers that keep what the engine derives from the catalogue: a search
    // vocabulary, where the store keeps one, is counted again, the search index is told to read the
    // catalogue again, and the count of catalogue changes moves on,
    // so a running storefront stops answering from the products and collections it kept in memory.
    await db.query(`DO $$ BEGIN
      IF to_regproc('search_words_recount') IS NOT NULL THEN PERFORM search_words_recount(); END IF;
      IF to_regproc('search_index_reset') IS NOT NULL THEN PERFORM search_index_reset(); END IF;
      IF to_regclass('read_cache_generation') IS NOT NULL THEN UPDATE read_cache_generation SET generation = generation + 1; END IF;
    END $$`);
    await db.query('ANALYZE');
  }
  const after = Math.max(before, target);
  return { before, after, inserted: after - before, ms: Math.round(performance.now() - started) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const target = Number(values.products);
  if (!Number.isInteger(target) || target <= 0 || (!values['data-dir'] && !values['database-url'])) {
    throw new Error('Usage: generate-catalog.ts --products N (--data-dir DIR | --database-url URL)');
  }
  const commerce = await openCommerceWithDb({
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    // The server draws the demo pictures when it starts; the generator needs only the rows.
    seed: { images: false },
  });
  try {
    const report = await growCatalog(commerce.db, target);
    console.log(JSON.stringify(report));
  } finally {
    await commerce.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
