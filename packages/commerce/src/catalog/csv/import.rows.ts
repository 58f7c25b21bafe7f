/**
 * Reading the product CSV's rows into products: which row starts a product,
 * which continue it, and each row's checks. Nothing here touches the database.
 */
import { sanitizeHtml } from '../../content/sanitize';
import { DEFAULT_OPTION_NAME, DEFAULT_OPTION_VALUE, MAX_OPTIONS, parsePrice, priceProblem } from './product-csv';

/** A row the import left out, and why. */
export interface RefusedRow {
  /** Line of the file where the row starts (the header is line 1). */
  line: number;
  handle: string;
  reason: string;
}

export interface ParsedVariant {
  line: number;
  /** As given; empty when the file has none (one is made from the handle and option values). */
  sku: string;
  optionValues: string[];
  price: number;
  compareAt: number | null;
  grams: number;
  /** Undefined when the file leaves stock as it is. */
  inventory: number | undefined;
  image: string;
}

export interface ParsedImage {
  line: number;
  src: string;
  alt: string;
  position: number;
}

export interface ParsedProduct {
  line: number;
  handle: string;
  /** Empty on a file that only updates a product's variants or pictures. */
  title: string;
  /** Undefined when the file has no such column: the stored value stays. */
  bodyHtml: string | undefined;
  vendor: string | undefined;
  type: string | undefined;
  /** Undefined when the file has no Tags column: collection memberships stay. */
  tags: string[] | undefined;
  optionNames: string[];
  variants: ParsedVariant[];
  images: ParsedImage[];
  /** Every line of the product, for the report when the whole product is refused. */
  lines: number[];
}

/** Reads one row's columns by (case-insensitive) name. */
export interface RowReader {
  has(column: string): boolean;
  get(column: string): string;
}

/** Column indexes by lower-case name. */
export function rowReader(header: readonly string[], record: readonly string[]): RowReader {
  const index = headerIndex(header);
  return {
    has: (column) => index.has(column.toLowerCase()),
    get: (column) => {
      const at = index.get(column.toLowerCase());
      return at === undefined ? '' : (record[at] ?? '').trim();
    },
  };
}

const indexes = new WeakMap<readonly string[], Map<string, number>>();
function headerIndex(header: readonly string[]): Map<string, number> {
  let index = indexes.get(header);
  if (!index) {
    index = new Map();
    for (const [at, name] of header.entries()) {
      const key = name.trim().toLowerCase();
      if (!index.has(key)) index.set(key, at);
    }
    indexes.set(header, index);
  }
  return index;
}

/** Thrown by the row checks: the row is refused with this reason. */
export class RowRefusal extends Error {}

const refuse = (reason: string): never => {
  throw new RowRefusal(reason);
};

/** A picture's address: http(s), or a path (no other scheme: no `javascript:` or `data:`). */
function checkImageSource(src: string): string {
  if (/^https?:\/\/\S+$/i.test(src)) return src;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(src) && !/[\s<>"]/.test(src)) return src;
  return refuse(`picture address "${src.slice(0, 80)}" is neither an http(s) URL nor a path`);
}

/** The product-level columns of a product's first row. */
export function startProduct(row: RowReader, line: number): { product: ParsedProduct; sanitized: boolean } {
  const handle = row.get('Handle');
  for (let n = MAX_OPTIONS + 1; n <= MAX_OPTIONS + 3; n++) {
    if (row.get(`Option${n} Name`) || row.get(`Option${n} Value`)) refuse(`more than ${MAX_OPTIONS} options`);
  }
  const status = row.get('Status').toLowerCase();
  if (status && status !== 'active') {
    refuse(`status "${status}": the store shows every product it holds, so only active products are imported`);
  }
  if (row.get('Published').toLowerCase() === 'false') {
    refuse('Published is FALSE: the store shows every product it holds, so only published products are imported');
  }
  const names = [1, 2, 3].map((n) => row.get(`Option${n} Name`));
  const last = names.findLastIndex((name) => name !== '');
  const optionNames = names.slice(0, last + 1);
  if (optionNames.some((name) => name === '')) {
    refuse('unknown option value layout: option names must fill Option1 Name onwards without gaps');
  }
  if (new Set(optionNames.map((name) => name.toLowerCase())).size !== optionNames.length) {
    refuse('two options have the same name');
  }
  const isDefault = optionNames.length === 1 && optionNames[0] === DEFAULT_OPTION_NAME;
  const rawBody = row.has('Body (HTML)') ? row.get('Body (HTML)') : undefined;
  const bodyHtml = rawBody === undefined ? undefined : sanitizeHtml(rawBody);
  const type = row.has('Type')
    ? row.get('Type')
    : row.has('Product Category')
      ? lastCategory(row.get('Product Category'))
      : undefined;
  const tags = row.has('Tags') ? splitTags(row.get('Tags')) : undefined;
  return {
    product: {
      line,
      handle,
      title: row.get('Title'),
      bodyHtml,
      vendor: row.has('Vendor') ? row.get('Vendor') : undefined,
      type,
      tags,
      optionNames: isDefault ? [] : optionNames,
      variants: [],
      images: [],
      lines: [],
    },
    sanitized: rawBody !== undefined && bodyHtml !== rawBody,
  };
}

/** "Apparel & Accessories > Clothing > Shirts" → "Shirts". */
function lastCategory(category: string): string {
  return category.split('>').at(-1)!.trim();
}

function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim())) {
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const VARIANT_COLUMNS = [
  'Option1 Value',
  'Option2 Value',
  'Option3 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Variant Grams',
] as const;

/** Adds a row's variant and picture (either may be absent) to its product; prices are in `currency`. */
export function addRow(product: ParsedProduct, row: RowReader, line: number, currency: string): void {
  const variant = VARIANT_COLUMNS.some((column) => row.get(column) !== '')
    ? readVariant(product, row, line, currency)
    : undefined;
  const src = row.get('Image Src');
  let image: ParsedImage | undefined;
  if (src && !product.images.some((known) => known.src === src)) {
    const positionText = row.get('Image Position');
    if (positionText && !/^\d{1,6}$/.test(positionText)) refuse(`bad Image Position "${positionText}"`);
    image = {
      line,
      src: checkImageSource(src),
      alt: row.get('Image Alt Text'),
      position: positionText ? Number(positionText) : product.images.length + 1,
    };
  }
  if (!variant && !src && product.lines.length > 0) refuse('the row has neither a variant nor a picture');
  if (variant) product.variants.push(variant);
  if (image) product.images.push(image);
  if (variant?.image && !product.images.some((known) => known.src === variant.image)) {
    product.images.push({ line, src: variant.image, alt: '', position: product.images.length + 1 });
  }
  product.lines.push(line);
}

/** A price column's amount in the store currency, or the row's refusal naming the text and what is wrong with it. */
function readPrice(text: string, what: string, currency: string): number {
  return parsePrice(text, currency) ?? refuse(`bad ${what} "${text.slice(0, 40)}": ${priceProblem(text, currency)}`);
}

function readVariant(product: ParsedProduct, row: RowReader, line: number, currency: string): ParsedVariant {
  const names = product.optionNames;
  const optionValues: string[] = [];
  for (let i = 0; i < MAX_OPTIONS; i++) {
    const value = row.get(`Option${i + 1} Value`);
    if (i < names.length) {
      if (!value) refuse(`unknown option value layout: Option${i + 1} Value (${names[i]}) is empty`);
      optionValues.push(value);
    } else if (value && !(names.length === 0 && i === 0 && value === DEFAULT_OPTION_VALUE)) {
      refuse(`unknown option value layout: Option${i + 1} Value "${value}" has no Option${i + 1} Name`);
    }
  }
  if (names.length === 0 && product.variants.length > 0) refuse('a product without options has one variant only');
  const key = optionValues.join('\u0000').toLowerCase();
  const twin = product.variants.find((other) => other.optionValues.join('\u0000').toLowerCase() === key);
  if (twin) refuse(`the variant ${optionValues.join(' / ')} is already on line ${twin.line}`);
  const priceText = row.get('Variant Price');
  if (!priceText) refuse('no Variant Price');
  const price = readPrice(priceText, 'price', currency);
  const compareText = row.get('Variant Compare At Price');
  const compare = compareText ? readPrice(compareText, 'compare-at price', currency) : null;
  const inventoryText = row.get('Variant Inventory Qty');
  let inventory: number | undefined;
  if (inventoryText) {
    if (/^-\d+$/.test(inventoryText)) refuse(`negative inventory ${inventoryText}`);
    if (!/^\d{1,9}$/.test(inventoryText)) refuse(`bad inventory "${inventoryText.slice(0, 40)}"`);
    inventory = Number(inventoryText);
  }
  const gramsText = row.get('Variant Grams');
  if (gramsText && !/^\d{1,9}(\.\d+)?$/.test(gramsText)) refuse(`bad weight "${gramsText.slice(0, 40)}" (grams)`);
  const sku = row.get('Variant SKU');
  if (sku.length > 255) refuse('Variant SKU is longer than 255 characters');
  const variantImage = row.get('Variant Image');
  return {
    line,
    sku,
    optionValues,
    price,
    // A compare-at price at or below the price is no markdown (Shopify writes the price there).
    compareAt: compare !== null && compare > price ? compare : null,
    grams: gramsText ? Math.round(Number(gramsText)) : 0,
    inventory,
    image: variantImage ? checkImageSource(variantImage) : '',
  };
}
