import { earlierOrdersQuerySchema, orderHistoryPageSchema } from '@vitrine/commerce';
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
];
