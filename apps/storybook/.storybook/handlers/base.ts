import { demoCart } from '@vitrine/ui/fixtures';
import { http, HttpResponse } from 'msw';

/**
 * Store API answers for stories that use headless hooks. Components are
 * presentational and never fetch, but pages composed in stories may.
 */
export const baseHandlers = [
  http.get('/api/store/cart', () => HttpResponse.json(demoCart())),
  http.get('/api/store/exchanges', () =>
    HttpResponse.json({ base: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.2, CAD: 1.37 } }),
  ),
];
