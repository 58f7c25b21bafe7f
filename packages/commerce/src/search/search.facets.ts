import type { SearchFacets } from '@vitrine/headless/contract';

/** Price buckets of the price facet, inclusive minor-unit bounds; the last one is open. */
export const PRICE_BUCKETS: ReadonlyArray<{ min: number; max: number | null }> = [
  { min: 0, max: 2499 },
  { min: 2500, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: 19999 },
  { min: 20000, max: null },
];

/** What filtering needs to know of one variant. */
export interface VariantFacts {
  onHand: number;
  /** option name → value */
  options: ReadonlyMap<string, string>;
}

/** What filtering needs to know of one product that matched the search text. */
export interface ProductFacts {
  id: number;
  /** Lowest variant price: what the product card shows and what price filters compare. */
  price: number;
  /** In menu order. */
  collections: ReadonlyArray<{ handle: string; title: string; position: number }>;
  variants: readonly VariantFacts[];
}

/** Active filters; option values of one name are alternatives, different names must all hold. */
export interface SearchFilters {
  collection?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  available?: boolean | undefined;
  options: ReadonlyMap<string, ReadonlySet<string>>;
}

function variantFits(variant: VariantFacts, options: SearchFilters['options']): boolean {
  for (const [name, values] of options) {
    const value = variant.options.get(name);
    if (value === undefined || !values.has(value)) return false;
  }
  return true;
}

/**
 * Whether a product passes the filters. Options and availability are judged on
 * one variant: "Size M, in stock" means a variant that is size M and in stock,
 * not an M that is sold out next to an L that is not.
 */
export function productPasses(product: ProductFacts, filters: SearchFilters): boolean {
  if (filters.collection !== undefined && !product.collections.some((c) => c.handle === filters.collection)) return false;
  if (filters.priceMin !== undefined && product.price < filters.priceMin) return false;
  if (filters.priceMax !== undefined && product.price > filters.priceMax) return false;
  const fitting = product.variants.filter((variant) => variantFits(variant, filters.options));
  if (fitting.length === 0) return false;
  if (filters.available === undefined) return true;
  return fitting.some((variant) => variant.onHand > 0) === filters.available;
}

function withOption(filters: SearchFilters, name: string, value: string): SearchFilters {
  const options = new Map(filters.options);
  options.set(name, new Set([value]));
  return { ...filters, options };
}

/**
 * Facet counts. Each facet counts with every other active filter applied but
 * its own left out, so a shopper sees how many products each choice would give.
 */
export function computeFacets(products: readonly ProductFacts[], filters: SearchFilters): SearchFacets {
  const count = (candidate: SearchFilters, extra: (product: ProductFacts) => boolean = () => true) =>
    products.filter((product) => extra(product) && productPasses(product, candidate)).length;

  const collections = new Map<string, { handle: string; title: string; position: number; count: number }>();
  const withoutCollection = { ...filters, collection: undefined };
  for (const product of products) {
    if (!productPasses(product, withoutCollection)) continue;
    for (const collection of product.collections) {
      const entry = collections.get(collection.handle) ?? { ...collection, count: 0 };
      entry.count += 1;
      collections.set(collection.handle, entry);
    }
  }

  const withoutPrice = { ...filters, priceMin: undefined, priceMax: undefined };
  const price = PRICE_BUCKETS.map((bucket) => ({
    ...bucket,
    count: count(withoutPrice, (p) => p.price >= bucket.min && (bucket.max === null || p.price <= bucket.max)),
  }));

  const options: Record<string, Record<string, number>> = {};
  for (const product of products) {
    for (const variant of product.variants) {
      for (const [name, value] of variant.options) (options[name] ??= {})[value] ??= 0;
    }
  }
  for (const [name, values] of Object.entries(options)) {
    for (const value of Object.keys(values)) values[value] = count(withOption(filters, name, value));
  }

  return {
    collections: [...collections.values()]
      .sort((a, b) => a.position - b.position || a.handle.localeCompare(b.handle))
      .map(({ handle, title, count: products }) => ({ handle, title, count: products })),
    price,
    options,
    availability: {
      in_stock: count({ ...filters, available: true }),
      sold_out: count({ ...filters, available: false }),
    },
  };
}
