import { cardTokenResultSchema, cardTokenSchema, earlierOrdersQuerySchema, orderHistoryPageSchema } from '../index';
import type { ApiOperation } from './document';

/** Operations of the order-history and review-ownership module. */
export const historyOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/orders-old',
    tag: 'Orders',
    summary: "The signed-in customer's orders placed more than 180 days ago, newest first (page_size ≤ 50)",
    query: earlierOrdersQuerySchema,
    response: orderHistoryPageSchema,
    auth: 'session',
    errors: [401, 422],
  },
  {
    method: 'post',
    path: '/payments/card_token',
    tag: 'Checkout',
    summary:
      'Exchange card details for a single-use card token (15 minutes) that the checkout sends as card_token; rate-limited per address',
    body: cardTokenSchema,
    response: cardTokenResultSchema,
    status: 201,
    errors: [400, 422, 429],
  },
];
