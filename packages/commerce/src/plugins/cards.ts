import { toImage, toSummary } from '../catalog/catalog.mappers';
import { loadProductRows } from '../catalog/catalog.rows';
import type { Db } from '../db/db.types';
import type { z } from 'zod';
import { configNumber, pluginConfig } from './plugin-settings';
import type { buttonsSchema, ProductCard, productCardsSchema, productPalettesSchema } from '@vitrine/headless/contract';

const DAY_MS = 86_400_000;

/** Badges of a card, most important first: sold out, then sale (with the saving), new, low stock. */
function badgesOf(card: Omit<ProductCard, 'badges'>, stock: number, ageDays: number, config: Record<string, unknown>) {
  const badges: ProductCard['badges'] = [];
  if (!card.available) badges.push({ type: 'sold_out', label: 'Sold out' });
  if (card.compare_at_price !== null && card.compare_at_price > card.price) {
    const saving = Math.round(((card.compare_at_price - card.price) / card.compare_at_price) * 100);
    badges.push({ type: 'sale', label: `-${saving}%` });
  }
  if (ageDays <= configNumber(config, 'new_days', 30)) badges.push({ type: 'new', label: 'New' });
  if (card.available && stock <= configNumber(config, 'low_stock_threshold', 5)) {
    badges.push({ type: 'low_stock', label: `Only ${stock} left` });
  }
  return badges;
}

/** `GET /product_cards`: card data (second picture, badges) for the products that exist, in the order asked. */
export async function productCards(
  db: Db,
  ids: number[],
  now: Date,
  currency: string,
): Promise<z.infer<typeof productCardsSchema>> {
  const [rows, ages, config] = await Promise.all([
    loadProductRows(db, ids),
    db.query<{ id: number; created_at: Date | string }>(
      'SELECT id, created_at FROM products WHERE id = ANY($1::int[])',
      [ids],
    ),
    pluginConfig(db, 'product_card'),
  ]);
  const createdAt = new Map(ages.map((row) => [row.id, new Date(row.created_at).getTime()]));
  const product_cards = rows.products.map((product) => {
    const summary = toSummary(product, rows, currency);
    const stock = (rows.variants.get(product.id) ?? []).reduce((sum, variant) => sum + Math.max(0, variant.on_hand), 0);
    const card = {
      product_id: summary.ID,
      handle: summary.handle,
      title: summary.title,
      url: `/products/${summary.handle}`,
      price: summary.price,
      compare_at_price: summary.compare_at_price,
      currency: summary.currency,
      available: summary.available,
      image: summary.image,
      second_image: config.show_second_image === false ? null : summary.hover_image,
    };
    const ageDays = (now.getTime() - (createdAt.get(product.id) ?? 0)) / DAY_MS;
    return { ...card, badges: config.show_badges === false ? [] : badgesOf(card, stock, ageDays, config) };
  });
  return { config, product_cards };
}

/** `GET /product_palettes/`: the colour swatches of each product with the picture of that colour. */
export async function productPalettes(db: Db, ids: number[]): Promise<z.infer<typeof productPalettesSchema>> {
  const [rows, config] = await Promise.all([
    db.query<{
      product_id: number;
      name: string;
      value: string;
      swatch: string;
      url: string | null;
      alt: string | null;
      width: number | null;
      height: number | null;
    }>(
      `SELECT o.product_id, o.name, ov.value, ov.swatch, img.url, img.alt, img.width, img.height
       FROM product_options o
       JOIN product_option_values ov ON ov.option_id = o.id AND ov.swatch IS NOT NULL
       LEFT JOIN LATERAL (
         SELECT i.url, i.alt, i.width, i.height
         FROM variant_option_values vov JOIN variants v ON v.id = vov.variant_id JOIN product_images i ON i.id = v.image_id
         WHERE vov.option_value_id = ov.id ORDER BY v.position, v.id LIMIT 1
       ) img ON true
       WHERE o.product_id = ANY($1::int[])
       ORDER BY o.product_id, o.position, ov.position, ov.id`,
      [ids],
    ),
    pluginConfig(db, 'product_palette'),
  ]);
  const maxSwatches = configNumber(config, 'max_swatches', 6);
  const palettes: z.infer<typeof productPalettesSchema>['palettes'] = [];
  for (const id of ids) {
    const own = rows.filter((row) => row.product_id === id);
    const first = own[0];
    if (!first) continue;
    palettes.push({
      product_id: id,
      option_name: first.name,
      colours: own
        .filter((row) => row.name === first.name)
        .slice(0, maxSwatches)
        .map((row) => ({
          value: row.value,
          swatch: row.swatch,
          image:
            row.url === null
              ? null
              : toImage({ url: row.url, alt: row.alt ?? '', width: row.width ?? 1, height: row.height ?? 1 }),
        })),
    });
  }
  return { show_position: typeof config.show_position === 'string' ? config.show_position : 'below_title', palettes };
}

/** `GET /buttons`: the shop's custom buttons of each product (by its type, or for every product); empty when none. */
export async function customButtons(db: Db, ids: number[]): Promise<z.infer<typeof buttonsSchema>> {
  const config = await pluginConfig(db, 'custom_button');
  if (config.enabled === false) return { buttons: [] };
  const buttons = await db.query<z.infer<typeof buttonsSchema>['buttons'][number]>(
    `SELECT b.id, p.id AS product_id, b.label, b.url, b.style, b.position
     FROM products p JOIN custom_buttons b ON b.active AND (b.product_type IS NULL OR b.product_type = p.product_type)
     WHERE p.id = ANY($1::int[])
     ORDER BY array_position($1::int[], p.id), b.position, b.id`,
    [ids],
  );
  return { buttons };
}
