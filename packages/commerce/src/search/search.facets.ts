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
  inStock: boolean;
  /** option name → value */
  options: ReadonlyMap<string, string>;
}

/** One option value a product has, and whether a variant with it is in stock. */
export interface OptionValueFacts {
  name: string;
  value: string;
  inStock: boolean;
}

/** What filtering needs to know of one product. */
export interface ProductFacts {
  id: number;
  /** Lowest variant price: what the product card shows and what price filters compare. */
  price: number;
  /** Ids of the collections the product belongs to. */
  collections: readonly number[];
  variants: readonly VariantFacts[];
  /** Each option value of its variants once, in the order the variants give them (see `summarizeVariants`). */
  optionValues: readonly OptionValueFacts[];
  /** Whether some variant is in stock. */
  inStock: boolean;
}

/** What `ProductFacts` says of a product's variants as a whole. */
export function summarizeVariants(
  variants: readonly VariantFacts[],
  share: (name: string, value: string, inStock: boolean) => OptionValueFacts = (name, value, inStock) => ({
    name,
    value,
    inStock,
  }),
): Pick<ProductFacts, 'optionValues' | 'inStock'> {
  const seen = new Map<string, Map<string, boolean>>();
  for (const variant of variants) {
    for (const [name, value] of variant.options) {
      const values = seen.get(name) ?? new Map<string, boolean>();
      values.set(value, (values.get(value) ?? false) || variant.inStock);
      seen.set(name, values);
    }
  }
  const optionValues: OptionValueFacts[] = [];
  for (const [name, values] of seen)
    for (const [value, inStock] of values) optionValues.push(share(name, value, inStock));
  return { optionValues, inStock: variants.some((variant) => variant.inStock) };
}

/** A collection as the collection facet shows it. */
export interface CollectionFacts {
  handle: string;
  title: string;
  position: number;
}

/** Active filters; option values of one name are alternatives, different names must all hold. */
export interface SearchFilters {
  /** Id of the collection a product must belong to (an id no collection has when the handle is unknown). */
  collection?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  available?: boolean | undefined;
  options: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Whether a variant has one of the chosen values of every filtered option but `except`. */
function variantFits(variant: VariantFacts, options: SearchFilters['options'], except?: string): boolean {
  for (const [name, values] of options) {
    if (name === except) continue;
    const value = variant.options.get(name);
    if (value === undefined || !values.has(value)) return false;
  }
  return true;
}

/** Whether the variants that fit the options pass the availability filter (some must fit). */
function fittingPass(anyFits: boolean, anyInStock: boolean, available: boolean | undefined): boolean {
  return anyFits && (available === undefined || anyInStock === available);
}

/** What a product's own fields say of the collection and price filters. */
function ownFields(product: ProductFacts, filters: SearchFilters) {
  return {
    collection: filters.collection === undefined || product.collections.includes(filters.collection),
    price:
      (filters.priceMin === undefined || product.price >= filters.priceMin) &&
      (filters.priceMax === undefined || product.price <= filters.priceMax),
  };
}

/** Whether some variant fits the option filters, and some fitting one is in stock. */
function fittingVariants(product: ProductFacts, options: SearchFilters['options']) {
  if (options.size === 0) return { fits: product.variants.length > 0, inStock: product.inStock };
  let fits = false;
  let inStock = false;
  for (const variant of product.variants) {
    if (!variantFits(variant, options)) continue;
    fits = true;
    if (variant.inStock) inStock = true;
  }
  return { fits, inStock };
}

/**
 * Whether a product passes the filters. Options and availability are judged on
 * one variant: "Size M, in stock" means a variant that is size M and in stock,
 * not an M that is sold out next to an L that is not.
 */
export function productPasses(product: ProductFacts, filters: SearchFilters): boolean {
  const own = ownFields(product, filters);
  if (!own.collection || !own.price) return false;
  const fitting = fittingVariants(product, filters.options);
  return fittingPass(fitting.fits, fitting.inStock, filters.available);
}

/**
 * Facet counts. Each facet counts with every other active filter applied but
 * its own left out, so a shopper sees how many products each choice would give.
 * One pass over the products: each product adds itself to every count it falls in.
 */
export function computeFacets(
  products: readonly ProductFacts[],
  filters: SearchFilters,
  collectionsById: ReadonlyMap<number, CollectionFacts>,
): SearchFacets {
  const options: Record<string, Record<string, number>> = {};
  // Every option value of the matched products is offered, in the order they are first met, even at 0.
  for (const product of products) {
    for (const { name, value } of product.optionValues) (options[name] ??= {})[value] ??= 0;
  }
  const collections = new Map<number, number>();
  const price = PRICE_BUCKETS.map(() => 0);
  // Option values of products without option filters, counted by the (shared) entry first.
  const valueCounts = new Map<OptionValueFacts, number>();
  const availability = { in_stock: 0, sold_out: 0 };
  for (const product of products) {
    const own = ownFields(product, filters);
    const fitting = fittingVariants(product, filters.options);
    const variantsPass = fittingPass(fitting.fits, fitting.inStock, filters.available);
    if (own.price && variantsPass) {
      for (const id of product.collections) collections.set(id, (collections.get(id) ?? 0) + 1);
    }
    if (own.collection && variantsPass) {
      for (let bucket = 0; bucket < PRICE_BUCKETS.length; bucket += 1) {
        const { min, max } = PRICE_BUCKETS[bucket]!;
        if (product.price >= min && (max === null || product.price <= max)) price[bucket]! += 1;
      }
    }
    if (!own.collection || !own.price) continue;
    if (fitting.fits) availability[fitting.inStock ? 'in_stock' : 'sold_out'] += 1;
    if (filters.options.size === 0) {
      // No option filter: each of the product's option values counts, judged on its own variants.
      for (const entry of product.optionValues) {
        if (fittingPass(true, entry.inStock, filters.available))
          valueCounts.set(entry, (valueCounts.get(entry) ?? 0) + 1);
      }
      continue;
    }
    // Per option value: the variants with that value that fit the other option filters.
    const byValue = new Map<string, Map<string, boolean>>();
    for (const variant of product.variants) {
      for (const [name, value] of variant.options) {
        if (!variantFits(variant, filters.options, name)) continue;
        const values = byValue.get(name) ?? new Map<string, boolean>();
        values.set(value, (values.get(value) ?? false) || variant.inStock);
        byValue.set(name, values);
      }
    }
    for (const [name, values] of byValue) {
      for (const [value, inStock] of values) {
        if (fittingPass(true, inStock, filters.available)) options[name]![value]! += 1;
      }
    }
  }
  for (const [{ name, value }, count] of valueCounts) options[name]![value]! += count;
  return {
    collections: [...collections]
      .flatMap(([id, count]) => {
        const collection = collectionsById.get(id);
        return collection ? [{ ...collection, count }] : [];
      })
      .sort((a, b) => a.position - b.position || a.handle.localeCompare(b.handle))
      .map(({ handle, title, count }) => ({ handle, title, count })),
    price: PRICE_BUCKETS.map((bucket, index) => ({ ...bucket, count: price[index]! })),
    options,
    availability,
  };
}
