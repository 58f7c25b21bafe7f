import { http, HttpResponse } from 'msw';
import { API, apiError, minutesAgo, productIdsOf } from './base';
import { productById, products } from './catalog';

const picked = (request: Request) => {
  const ids = productIdsOf(request);
  return ids.length ? products.filter((p) => ids.includes(p.ID)) : products;
};

/** Plug-in data: product cards, palettes, buttons, looks, related products, discounts, social proof, popups and incentives. */
export const pluginHandlers = [
  http.get(`${API}/product_cards`, ({ request }) =>
    HttpResponse.json({
      config: { show_second_image: true, show_badges: true },
      product_cards: picked(request).map((p) => ({
        product_id: p.ID,
        handle: p.handle,
        title: p.title,
        url: `/products/${p.handle}`,
        price: p.price,
        compare_at_price: p.compare_at_price,
        currency: p.currency,
        available: p.available,
        image: p.image,
        second_image: p.hover_image,
        badges: [
          ...(!p.available ? [{ type: 'sold_out' as const, label: 'Sold out' }] : []),
          ...(p.compare_at_price && p.compare_at_price > p.price ? [{ type: 'sale' as const, label: 'Sale' }] : []),
          ...(p.ID === 101 ? [{ type: 'new' as const, label: 'New' }] : []),
        ],
      })),
    }),
  ),
  http.get(`${API}/product_palettes`, ({ request }) =>
    HttpResponse.json({
      show_position: 'below_title',
      palettes: picked(request).map((p) => ({
        product_id: p.ID,
        option_name: 'Colour',
        colours: p.swatches.map((s) => ({ ...s, image: null })),
      })),
    }),
  ),
  http.get(`${API}/buttons`, ({ request }) =>
    HttpResponse.json({
      buttons: picked(request)
        .slice(0, 1)
        .map((p) => ({
          id: 1,
          product_id: p.ID,
          label: 'Ask a stylist',
          url: '/pages/stylist',
          style: 'secondary' as const,
          position: 1,
        })),
    }),
  ),
  http.get(`${API}/style-combinations`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('filter[product_ids]') ?? 101);
    return HttpResponse.json({
      is_show_card: true,
      combination_position: 'below_description',
      combinations: [
        {
          product_id: id,
          collection: { id: 14, handle: 'new-arrivals', title: 'Complete the look' },
          products: products.filter((p) => p.ID !== id).slice(0, 3),
        },
      ],
    });
  }),
  http.get(`${API}/product_diversion_test/relationships`, ({ request }) =>
    HttpResponse.json({
      relationships: productIdsOf(request).map((id) => ({
        product_id: id,
        related: products
          .filter((p) => p.ID !== id)
          .map((p) => ({
            product_id: p.ID,
            handle: p.handle,
            title: p.title,
            reason:
              p.product_type === productById(id)?.product_type ? ('same_type' as const) : ('same_collection' as const),
          })),
      })),
    }),
  ),
  http.get(`${API}/discount/product_discount`, ({ request }) =>
    HttpResponse.json({
      product_discounts: productIdsOf(request).map((id) => ({
        product_id: id,
        discounts: [
          {
            id: 9,
            title: 'Buy 2, get 10% off',
            adjustments: [
              {
                adjustment_group: 'quantity',
                adjustment_target: 'line_item',
                allocation_method: 'across',
                discount_order: 1,
                effective_level: 2,
                equal_gift: false,
              },
            ],
          },
        ],
      })),
    }),
  ),
  http.get(`${API}/discount/style_config`, () =>
    HttpResponse.json({
      cart_text_config: { color: 'sale' },
      checkout_text_config: {},
      product_text_config: { position: 'below_price' },
      show_message: true,
      table_config: { max_steps: 10 },
    }),
  ),
  http.get(`${API}/last-sales`, ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10);
    if (!Number.isInteger(limit) || limit < 1 || limit > 20)
      return apiError(422, 'VALIDATION_FAILED', 'limit must be 1–20', { field: 'limit' });
    const cities = ['Lyon', 'Bristol', 'Tel Aviv', 'Göteborg', 'Porto', 'Kyoto'];
    return HttpResponse.json({
      sales: products
        .concat(products)
        .slice(0, limit)
        .map((p, i) => ({
          name: `${'CMAJTR'[i % 6]}.`,
          city: cities[i % cities.length]!,
          product_id: p.ID,
          product_title: p.title,
          url: `/products/${p.handle}`,
          image: p.image,
          purchased_at: minutesAgo([3, 47, 300, 1560, 2900, 4400][i % 6]!),
          demo: false,
        })),
    });
  }),
  http.get(`${API}/visitors_counter`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('product_id'));
    return productById(id)
      ? HttpResponse.json({ product_id: id, count: 4 + (id % 9) })
      : apiError(404, 'NOT_FOUND', 'Not Found');
  }),
  http.get(`${API}/popups`, () =>
    HttpResponse.json({
      popups: [
        {
          id: 1,
          kind: 'newsletter',
          title: 'Get 10% off your first order',
          body: 'Join the list for new arrivals and early access.',
          cta_label: 'Sign up',
          cta_url: null,
          trigger: 'delay',
          delay_seconds: 8,
          show_once: true,
        },
      ],
    }),
  ),
  http.get(`${API}/incentives`, () =>
    HttpResponse.json({
      incentives: [
        {
          id: 1,
          kind: 'free_shipping',
          title: 'Free shipping',
          message: 'Spend {amount} more for free standard shipping',
          threshold: 15000,
          currency: 'USD',
        },
      ],
    }),
  ),
];
