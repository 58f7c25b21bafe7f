import type { ShapeName } from '../media/shapes';

/** A colour a product comes in: the name shoppers see and its swatch. */
export interface Colour {
  name: string;
  hex: string;
}

/** One demo product as written by hand; `buildCatalog` expands it into variants, images and stock. */
export interface ProductSeed {
  handle: string;
  title: string;
  vendor: string;
  /** Shown on the product page and used for filtering, e.g. "Shirts". */
  type: string;
  /** Which illustration draws its pictures. */
  shape: ShapeName;
  /** Minor units (cents). */
  price: number;
  /** Set on products that are marked down. */
  compareAt?: number;
  /** Sizes that cost more than `price` (a large tablecloth); the markdown scales with them. */
  priceBySize?: Readonly<Record<string, number>>;
  /** Size values in order; empty when the product has no sizes (mugs, notebooks). */
  sizes: readonly string[];
  colours: readonly Colour[];
  /** Two or three sentences for the product page. */
  description: string;
  /** Materials and care, shown as a second paragraph. */
  details: string;
  /** How many days before the catalog date it arrived; drives "newest" sorting. */
  daysAgo: number;
  /** Every variant out of stock, so the shop shows a sold-out product. */
  soldOut?: boolean;
}

/** A collection definition: products are listed by handle, or picked by a rule. */
export interface CollectionSeed {
  handle: string;
  title: string;
  description: string;
  pick: (product: ProductSeed) => boolean;
}
