import type { ShapeName } from '../media/shapes';
import { COLLECTIONS } from './collections';
import { ACCESSORIES } from './products/accessories';
import { BOTTOMS } from './products/bottoms';
import { CANDLES_AND_PAPER } from './products/candles-paper';
import { HOME } from './products/home';
import { KNITWEAR } from './products/knitwear';
import { TOPS } from './products/tops';
import { seededRandom } from './prng';
import type { Colour, ProductSeed } from './seed.types';

/** Product pictures are portrait 4:5, the shape product cards and galleries use. */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 1500;
/** "Today" for the demo catalog, so arrival dates (and "newest") never depend on the clock. */
const CATALOG_DATE = Date.UTC(2026, 10, 1, 10, 0, 0);
const DAY_MS = 86_400_000;
/** Fixed seed of the stock-level generator. */
const STOCK_SEED = 0x5eed;

/** One picture of a product in one colour, as stored and as drawn. */
export interface BuiltImage {
  file: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  position: number;
  shape: ShapeName;
  colour: Colour;
  /** `front` is the whole item; `detail` is a close-up on a second background. */
  view: 'front' | 'detail';
}

export interface BuiltVariant {
  sku: string;
  title: string;
  price: number;
  compareAt: number | null;
  position: number;
  options: Array<{ name: string; value: string }>;
  onHand: number;
  /** File of the front picture in this variant's colour. */
  imageFile: string;
}

export interface BuiltProduct {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  type: string;
  position: number;
  createdAt: string;
  options: Array<{ name: string; position: number; values: Array<{ value: string; swatch: string | null }> }>;
  variants: BuiltVariant[];
  images: BuiltImage[];
}

export interface BuiltCollection {
  handle: string;
  title: string;
  description: string;
  position: number;
  productHandles: string[];
}

export interface BuiltCatalog {
  products: BuiltProduct[];
  collections: BuiltCollection[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const skuPart = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 3);

/** Interleaves the departments so the "featured" grid mixes clothes, bags and homewares. */
function featuredOrder(): ProductSeed[] {
  const departments = [TOPS, KNITWEAR, ACCESSORIES, HOME, BOTTOMS, CANDLES_AND_PAPER];
  const longest = Math.max(...departments.map((d) => d.length));
  const ordered: ProductSeed[] = [];
  for (let i = 0; i < longest; i += 1) {
    for (const department of departments) {
      const product = department[i];
      if (product) ordered.push(product);
    }
  }
  return ordered;
}

/** Mostly healthy stock, some low (2–3, to show "only a few left"), a few sold out. */
function stockLevel(random: () => number): number {
  const roll = random();
  if (roll < 0.05) return 0;
  if (roll < 0.15) return 2 + Math.floor(random() * 2);
  return 4 + Math.floor(random() * 37);
}

function buildImages(seed: ProductSeed): BuiltImage[] {
  return seed.colours.flatMap((colour, index) =>
    (['front', 'detail'] as const).map((view, viewIndex) => {
      const file = `${seed.handle}-${slug(colour.name)}-${viewIndex + 1}.jpg`;
      return {
        file,
        url: `/media/${file}`,
        alt: view === 'front' ? `${seed.title} in ${colour.name}` : `${seed.title} in ${colour.name}, close-up`,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        position: index * 2 + viewIndex + 1,
        shape: seed.shape,
        colour,
        view,
      };
    }),
  );
}

function buildProduct(seed: ProductSeed, position: number, random: () => number): BuiltProduct {
  const images = buildImages(seed);
  const sizes = seed.sizes.length > 0 ? seed.sizes : [null];
  const variants: BuiltVariant[] = [];
  seed.colours.forEach((colour, colourIndex) => {
    for (const size of sizes) {
      const price = (size === null ? undefined : seed.priceBySize?.[size]) ?? seed.price;
      const compareAt = seed.compareAt ? Math.round((seed.compareAt * price) / seed.price / 100) * 100 : null;
      const options = [{ name: 'Colour', value: colour.name }, ...(size ? [{ name: 'Size', value: size }] : [])];
      const stock = stockLevel(random);
      variants.push({
        sku: ['VT', String(position).padStart(3, '0'), skuPart(colour.name), ...(size ? [skuPart(size)] : [])].join(
          '-',
        ),
        title: options.map((option) => option.value).join(' / '),
        price,
        compareAt,
        position: variants.length + 1,
        options,
        onHand: seed.soldOut ? 0 : stock,
        imageFile: images[colourIndex * 2]?.file ?? '',
      });
    }
  });
  return {
    handle: seed.handle,
    title: seed.title,
    descriptionHtml: `<p>${escapeHtml(seed.description)}</p><p>${escapeHtml(seed.details)}</p>`,
    vendor: seed.vendor,
    type: seed.type,
    position,
    // Minutes keep products that arrived on the same day in a stable order.
    createdAt: new Date(CATALOG_DATE - seed.daysAgo * DAY_MS - position * 60_000).toISOString(),
    options: [
      { name: 'Colour', position: 1, values: seed.colours.map((c) => ({ value: c.name, swatch: c.hex })) },
      ...(seed.sizes.length > 0
        ? [{ name: 'Size', position: 2, values: seed.sizes.map((value) => ({ value, swatch: null })) }]
        : []),
    ],
    variants,
    images,
  };
}

/**
 * Expands the hand-written demo catalog into rows: variants with SKUs and
 * stock, image files, collections. Pure and deterministic: same output on
 * every call, so two installs (and the tests) see the same shop.
 */
export function buildCatalog(): BuiltCatalog {
  const random = seededRandom(STOCK_SEED);
  const seeds = featuredOrder();
  const products = seeds.map((seed, index) => buildProduct(seed, index + 1, random));
  const collections = COLLECTIONS.map((collection, index) => {
    const picked = seeds.filter(collection.pick);
    // New arrivals list the newest first; the other collections keep the featured order.
    if (collection.handle === 'new-arrivals') picked.sort((a, b) => a.daysAgo - b.daysAgo);
    return {
      handle: collection.handle,
      title: collection.title,
      description: collection.description,
      position: index + 1,
      productHandles: picked.map((seed) => seed.handle),
    };
  });
  return { products, collections };
}
