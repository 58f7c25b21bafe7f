import { demoProducts } from '@vitrine/ui/fixtures';
import type { ProductSummary } from '@vitrine/headless';
import { http, HttpResponse } from 'msw';
import { API, apiError } from './base';

type Variant = {
  ID: number;
  colour: string;
  size: string | null;
  price?: number;
  compare_at_price?: number | null;
  available: number;
};

/** The demo variants: ids match the demo cart lines (1011 Sand / M, 1021 Charcoal / L, 1041 Cognac). */
const VARIANTS: Record<number, Variant[]> = {
  101: [
    { ID: 1010, colour: 'Sand', size: 'S', available: 12 },
    { ID: 1011, colour: 'Sand', size: 'M', available: 25 },
    { ID: 1012, colour: 'Sand', size: 'L', available: 4 },
    { ID: 1013, colour: 'Sage', size: 'M', available: 9 },
    { ID: 1014, colour: 'Navy', size: 'M', available: 0 },
    { ID: 1015, colour: 'White', size: 'M', available: 18 },
  ],
  102: [
    { ID: 1020, colour: 'Charcoal', size: 'M', compare_at_price: 32000, available: 5 },
    { ID: 1021, colour: 'Charcoal', size: 'L', compare_at_price: 32000, available: 3 },
    { ID: 1022, colour: 'Camel', size: 'M', compare_at_price: 32000, available: 2 },
  ],
  103: [{ ID: 1030, colour: 'Moss', size: null, available: 0 }],
  104: [
    { ID: 1040, colour: 'Black', size: null, price: 18000, available: 7 },
    { ID: 1041, colour: 'Cognac', size: null, price: 19500, available: 25 },
    { ID: 1042, colour: 'Olive', size: null, price: 21000, available: 3 },
  ],
};

const DESCRIPTIONS: Record<number, string> = {
  101: '<p>Washed European linen in a relaxed cut, with mother-of-pearl buttons and a curved hem. Softens with every wash.</p>',
  102: '<p>Double-faced Italian wool with a storm collar and a full satin lining. Made to outlast a dozen winters.</p>',
  103: '<p>Ribbed merino beanie, knitted in the Lake District. Turn the cuff up or wear it slouchy.</p>',
  104: '<p>Vegetable-tanned leather tote with an interior zip pocket and a laptop sleeve that fits 14-inch machines.</p>',
};

export const COLLECTIONS = [
  {
    ID: 11,
    handle: 'all',
    title: 'All products',
    description: 'Everything in the shop.',
    image: null,
    products: [101, 102, 103, 104],
  },
  {
    ID: 12,
    handle: 'outerwear',
    title: 'Outerwear',
    description: 'Coats and jackets cut for wind and rain.',
    image: null,
    products: [102],
  },
  {
    ID: 13,
    handle: 'accessories',
    title: 'Accessories',
    description: 'Bags, hats and the small things.',
    image: null,
    products: [103, 104],
  },
  {
    ID: 14,
    handle: 'new-arrivals',
    title: 'New arrivals',
    description: 'Just landed this week.',
    image: null,
    products: [101, 104],
  },
];

export const products: ProductSummary[] = demoProducts;

export function productById(id: number): ProductSummary | undefined {
  return products.find((p) => p.ID === id);
}

/** The product and variant of a variant id, for cart lines. */
export function findVariant(variantId: number) {
  for (const product of products) {
    const variant = VARIANTS[product.ID]?.find((v) => v.ID === variantId);
    if (variant) return { product, variant: variantView(product, variant) };
  }
  return undefined;
}

function variantView(product: ProductSummary, v: Variant) {
  const options = [{ name: 'Colour', value: v.colour }, ...(v.size ? [{ name: 'Size', value: v.size }] : [])];
  return {
    ID: v.ID,
    title: options.map((o) => o.value).join(' / '),
    sku: `SKU-${v.ID}`,
    price: v.price ?? product.price,
    compare_at_price: v.compare_at_price ?? product.compare_at_price,
    options,
    available: v.available,
    image: product.image,
  };
}

/** `GET /products/{handle}`: the summary plus description, images, options and variants. */
export function productDetail(product: ProductSummary) {
  const variants = (VARIANTS[product.ID] ?? []).map((v) => variantView(product, v));
  const sizes = [...new Set((VARIANTS[product.ID] ?? []).map((v) => v.size).filter((s): s is string => s !== null))];
  return {
    ...product,
    description_html: DESCRIPTIONS[product.ID] ?? '',
    images: [product.image, product.hover_image].filter((i) => i !== null),
    options: [
      { name: 'Colour', values: product.swatches.map((s) => ({ value: s.value, swatch: s.swatch })) },
      ...(sizes.length ? [{ name: 'Size', values: sizes.map((value) => ({ value, swatch: null })) }] : []),
    ],
    variants,
    collections: COLLECTIONS.filter((c) => c.products.includes(product.ID)).map(({ handle, title }) => ({
      handle,
      title,
    })),
  };
}

function collectionView({ products: ids, ...collection }: (typeof COLLECTIONS)[number]) {
  return { ...collection, products_count: ids.length };
}

function pageOf<T>(items: T[], url: URL) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('page_size') ?? 24) || 24));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, page_size: pageSize, total: items.length };
}

/** Products whose title, vendor or type contains every word of the query. */
function search(q: string) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) =>
    words.every((w) => `${p.title} ${p.vendor} ${p.product_type}`.toLowerCase().includes(w)),
  );
}

/** Catalog: products, collections, search, suggestions and the category tree. */
export const catalogHandlers = [
  http.get(`${API}/products/search`, ({ request }) => {
    const url = new URL(request.url);
    const q = url.searchParams.get('q') ?? '';
    const found = search(q);
    const { items, ...page } = pageOf(found, url);
    return HttpResponse.json({
      products: items,
      ...page,
      q,
      corrected_q: null,
      match: 'all',
      facets: {
        collections: COLLECTIONS.map((c) => ({
          handle: c.handle,
          title: c.title,
          count: found.filter((p) => c.products.includes(p.ID)).length,
        })).filter((c) => c.count > 0),
        price: [
          { min: 0, max: 5000, count: found.filter((p) => p.price < 5000).length },
          { min: 5000, max: 20000, count: found.filter((p) => p.price >= 5000 && p.price < 20000).length },
          { min: 20000, max: null, count: found.filter((p) => p.price >= 20000).length },
        ],
        options: {
          Colour: Object.fromEntries(
            [...new Set(found.flatMap((p) => p.swatches.map((s) => s.value)))].map((c) => [c, 1]),
          ),
        },
        availability: {
          in_stock: found.filter((p) => p.available).length,
          sold_out: found.filter((p) => !p.available).length,
        },
      },
    });
  }),
  http.get(`${API}/products/meta/search`, ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const suggestions = [
      ...search(q).map((p) => ({
        kind: 'product' as const,
        text: p.title,
        url: `/products/${p.handle}`,
        image: p.image,
      })),
      ...COLLECTIONS.filter((c) => q && c.title.toLowerCase().includes(q.toLowerCase())).map((c) => ({
        kind: 'collection' as const,
        text: c.title,
        url: `/collections/${c.handle}`,
        image: null,
      })),
    ].slice(0, 8);
    return HttpResponse.json({ q, corrected_q: null, suggestions });
  }),
  http.get(`${API}/products`, ({ request }) => {
    const url = new URL(request.url);
    const collection = COLLECTIONS.find((c) => c.handle === url.searchParams.get('collection'));
    const { items, ...page } = pageOf(
      collection ? products.filter((p) => collection.products.includes(p.ID)) : products,
      url,
    );
    return HttpResponse.json({ products: items, ...page });
  }),
  http.get(`${API}/products/:handle`, ({ params }) => {
    const product = products.find((p) => p.handle === params.handle || String(p.ID) === params.handle);
    return product ? HttpResponse.json({ product: productDetail(product) }) : apiError(404, 'NOT_FOUND', 'Not Found');
  }),
  http.get(`${API}/collections`, () => HttpResponse.json({ collections: COLLECTIONS.map(collectionView) })),
  http.get(`${API}/collections/:handle`, ({ request, params }) => {
    const collection = COLLECTIONS.find((c) => c.handle === params.handle);
    if (!collection) return apiError(404, 'NOT_FOUND', 'Not Found');
    const { items, ...page } = pageOf(
      products.filter((p) => collection.products.includes(p.ID)),
      new URL(request.url),
    );
    return HttpResponse.json({ products: items, ...page, collection: collectionView(collection) });
  }),
  http.get(`${API}/categories`, () =>
    HttpResponse.json({
      categories: [
        {
          id: 11,
          handle: 'all',
          title: 'All products',
          url: '/collections/all',
          products_count: 4,
          parent_id: null,
          children: COLLECTIONS.slice(1).map((c) => ({
            id: c.ID,
            handle: c.handle,
            title: c.title,
            url: `/collections/${c.handle}`,
            products_count: c.products.length,
            parent_id: 11,
            children: [],
          })),
        },
      ],
    }),
  ),
];
