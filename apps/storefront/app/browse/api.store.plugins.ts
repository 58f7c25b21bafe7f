import type { Route } from './+types/api.store.plugins';
import { apiHandler, json, methodNotAllowed } from '../server/http.server';
import { CATALOG_CACHE } from '../server/cache';

/**
 * The storefront plug-ins' data (spec 3 and 7), all GET and all shareable:
 * /product_cards, /product_palettes/, /buttons, /product_diversion_test/relationships,
 * /discount/product_discount (query product_ids, comma-joined, at most 100);
 * /style-combinations (filter[product_ids], combination_position, category_id);
 * /discount/style_config; /last-sales (limit); /visitors_counter (product_id);
 * /popups; /incentives.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const { plugins } = context.commerce.discovery;
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const answer = async (data: Promise<unknown>) => json(await data, { headers: { 'Cache-Control': CATALOG_CACHE } });
    switch (url.pathname.replace(/^\/api\/store\//, '').replace(/\/$/, '')) {
      case 'product_cards':
        return answer(plugins.productCards(query));
      case 'product_palettes':
        return answer(plugins.productPalettes(query));
      case 'buttons':
        return answer(plugins.buttons(query));
      case 'style-combinations':
        return answer(plugins.styleCombinations(query));
      case 'product_diversion_test/relationships':
        return answer(plugins.relationships(query));
      case 'discount/product_discount':
        return answer(plugins.productDiscounts(query));
      case 'discount/style_config':
        return answer(plugins.discountStyle());
      case 'last-sales':
        return answer(plugins.lastSales(query));
      case 'visitors_counter':
        return answer(plugins.visitors(query));
      case 'popups':
        return answer(plugins.popups());
      default:
        return answer(plugins.incentives());
    }
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
