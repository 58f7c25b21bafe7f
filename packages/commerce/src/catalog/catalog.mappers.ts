import type { Image, Product, ProductSummary, Variant } from '@vitrine/headless/contract';
import { sanitizeHtml } from '../content/sanitize';
import type { ImageRow, ProductRow, ProductRows, VariantOptionRow, VariantRow } from './catalog.rows';

/** The contract's image shape from a stored image row. */
export function toImage(row: Pick<ImageRow, 'url' | 'alt' | 'width' | 'height'>): Image {
  return { url: row.url, alt: row.alt, width: row.width, height: row.height };
}

/** Lowest and highest price, and the markdown shown next to the lowest price. */
function priceRange(variants: readonly VariantRow[]): Pick<ProductSummary, 'price' | 'price_max' | 'compare_at_price'> {
  if (variants.length === 0) return { price: 0, price_max: 0, compare_at_price: null };
  const prices = variants.map((variant) => variant.price);
  const price = Math.min(...prices);
  const markdowns = variants
    .filter((variant) => variant.price === price && variant.compare_at_price !== null)
    .map((variant) => variant.compare_at_price as number);
  return {
    price,
    price_max: Math.max(...prices),
    compare_at_price: markdowns.length > 0 ? Math.max(...markdowns) : null,
  };
}

/** A product card: prices (in `currency`, the store's), first two pictures, colour swatches, whether anything is in stock. */
export function toSummary(product: ProductRow, rows: ProductRows, currency: string): ProductSummary {
  const variants = rows.variants.get(product.id) ?? [];
  const images = rows.images.get(product.id) ?? [];
  const options = rows.options.get(product.id) ?? [];
  const [first, second] = images;
  return {
    ID: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    product_type: product.product_type,
    ...priceRange(variants),
    currency,
    image: first ? toImage(first) : null,
    hover_image: second ? toImage(second) : null,
    available: variants.some((variant) => variant.on_hand > 0),
    swatches: options.flatMap((option) => (option.swatch ? [{ value: option.value, swatch: option.swatch }] : [])),
    single_variant_id: variants.length === 1 ? variants[0]!.id : null,
  };
}

/** The full product page: every picture, option, variant with its stock, and the collections it is in. */
export function toProduct(
  product: ProductRow,
  rows: ProductRows,
  variantOptions: Map<number, VariantOptionRow[]>,
  collections: Array<{ handle: string; title: string }>,
  currency: string,
): Product {
  const images = rows.images.get(product.id) ?? [];
  const imagesById = new Map(images.map((image) => [image.id, image]));
  const options: Product['options'] = [];
  for (const row of rows.options.get(product.id) ?? []) {
    let option = options.find((candidate) => candidate.name === row.name);
    if (!option) {
      option = { name: row.name, values: [] };
      options.push(option);
    }
    option.values.push({ value: row.value, swatch: row.swatch });
  }
  const variants: Variant[] = (rows.variants.get(product.id) ?? []).map((variant) => {
    const image = variant.image_id === null ? undefined : imagesById.get(variant.image_id);
    return {
      ID: variant.id,
      title: variant.title,
      sku: variant.sku,
      price: variant.price,
      compare_at_price: variant.compare_at_price,
      options: (variantOptions.get(variant.id) ?? []).map(({ name, value }) => ({ name, value })),
      available: Math.max(0, variant.on_hand),
      image: image ? toImage(image) : null,
    };
  });
  return {
    ...toSummary(product, rows, currency),
    // The description is the merchant's HTML as stored; the page renders it as given, so it leaves sanitized.
    description_html: sanitizeHtml(product.description_html),
    images: images.map(toImage),
    options,
    variants,
    collections,
  };
}
