import type { Db } from '../db/db.types';

/**
 * A generated clothing catalogue for scale tests and benchmarks, written with
 * bulk SQL (`generate_series`): product i gets a title from fixed word lists
 * plus a made-up name (so the vocabulary grows with the catalogue), Size ×
 * Colour options with 4 variants, stock (some variants and every 7th product
 * sold out), and one or two of the `GENERATED_COLLECTIONS`.
 */
const list = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
const ADJECTIVES = list(['Classic', 'Relaxed', 'Slim', 'Cropped', 'Oversized', 'Everyday', 'Heavy', 'Light', 'Soft', 'Boxy', 'Tailored', 'Organic', 'Recycled', 'Brushed', 'Washed', 'Ribbed']);
const MATERIALS = list(['Merino', 'Linen', 'Cotton', 'Wool', 'Cashmere', 'Denim', 'Silk', 'Hemp', 'Alpaca', 'Corduroy', 'Twill', 'Jersey']);
const NOUNS = list(['Sweater', 'Shirt', 'Jacket', 'Cardigan', 'Trousers', 'Tee', 'Scarf', 'Beanie', 'Dress', 'Skirt', 'Hoodie', 'Coat', 'Blazer', 'Shorts', 'Vest', 'Socks', 'Mug', 'Blanket']);
const SYLLABLES = list(['ka', 'lo', 'mi', 've', 'ra', 'to', 'su', 'ne', 'di', 'po', 'la', 'ki', 'mo', 'se', 'ta', 'ru', 'na', 'fe', 'go', 'be', 'ha', 'ji', 'wu', 'zo', 'xe', 'qi', 'yu', 'co', 'bi', 'du']);
export const GENERATED_COLLECTIONS = ['knitwear', 'shirts', 'outerwear', 'trousers', 'basics', 'accessories', 'home', 'new-in', 'sale', 'summer', 'winter', 'gifts'];
const SIZES = list(['XS', 'S', 'M', 'L', 'XL']);
const COLOURS = list(['Black', 'Navy', 'Oat', 'Rust', 'Sage', 'Grey']);

/** Adds products `from..to` (explicit ids: use an empty store, or ids above the existing ones), each with Size × Colour variants (4), stock, and one or two collections. */
export async function addGeneratedProducts(db: Db, from: number, to: number): Promise<void> {
  const pick = (array: string, expr: string) => `(${array})[1 + ((${expr}) % cardinality(${array}))]`;
  await db.query(`
    INSERT INTO products (id, handle, title, description_html, vendor, product_type, position, created_at)
    SELECT i, 'p-' || i,
           ${pick(ADJECTIVES, 'i * 7')} || ' ' || ${pick(MATERIALS, 'i * 13 / 5')} || ' ' || ${pick(NOUNS, 'i / 3')} || ' ' ||
             initcap(${pick(SYLLABLES, 'i')} || ${pick(SYLLABLES, 'i / 30')} || ${pick(SYLLABLES, 'i / 900')}),
           '<p>A ' || lower(${pick(ADJECTIVES, 'i * 3')}) || ' ' || lower(${pick(NOUNS, 'i / 3')}) || ' in ' || lower(${pick(MATERIALS, 'i * 13 / 5')}) ||
             ', made to last and <b>easy to care for</b>. Number ' || i || '.</p>',
           'Maker ' || ${pick(SYLLABLES, 'i * 11')} || ${pick(SYLLABLES, 'i * 17')},
           ${pick(NOUNS, 'i / 3')}, i, now() - i * interval '1 minute'
    FROM generate_series(${from}, ${to}) i;
    INSERT INTO product_options (id, product_id, name, position)
    SELECT i * 2 + o, i, (ARRAY['Size', 'Colour'])[o + 1], o + 1 FROM generate_series(${from}, ${to}) i, generate_series(0, 1) o;
    INSERT INTO product_option_values (id, option_id, value, position)
    SELECT i * 4 + o * 2 + k, i * 2 + o,
           CASE WHEN o = 0 THEN ${pick(SIZES, 'i + k')} ELSE ${pick(COLOURS, 'i / 2 + k * 3')} END, k + 1
    FROM generate_series(${from}, ${to}) i, generate_series(0, 1) o, generate_series(0, 1) k;
    INSERT INTO variants (id, product_id, title, sku, price, position)
    SELECT i * 4 + s * 2 + c, i, 'v', 'SKU-' || i || '-' || s || c, 1500 + ((i * 37) % 250) * 100 + s * 200, s * 2 + c + 1
    FROM generate_series(${from}, ${to}) i, generate_series(0, 1) s, generate_series(0, 1) c;
    INSERT INTO variant_option_values (variant_id, option_value_id)
    SELECT i * 4 + s * 2 + c, v FROM generate_series(${from}, ${to}) i, generate_series(0, 1) s, generate_series(0, 1) c,
           unnest(ARRAY[i * 4 + s, i * 4 + 2 + c]) v;
    INSERT INTO inventory_levels (variant_id, on_hand)
    SELECT i * 4 + j, CASE WHEN i % 7 = 0 OR (i + j) % 5 = 0 THEN 0 ELSE 10 END
    FROM generate_series(${from}, ${to}) i, generate_series(0, 3) j;
    INSERT INTO collection_products (collection_id, product_id, position)
    SELECT c.id, i, i FROM generate_series(${from}, ${to}) i
    JOIN collections c ON c.position = 1 + i % ${GENERATED_COLLECTIONS.length} OR (i % 3 = 0 AND c.position = 1 + (i / 3) % ${GENERATED_COLLECTIONS.length});
  `);
}

/** Adds the collections generated products join (handles `knitwear`, `shirts` ...). */
export async function addGeneratedCollections(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO collections (handle, title, position) SELECT h, initcap(replace(h, '-', ' ')), n
     FROM unnest(${list(GENERATED_COLLECTIONS)}) WITH ORDINALITY AS t(h, n)`,
  );
}
