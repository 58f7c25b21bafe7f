import { route } from '@react-router/dev/routes';

/** Store API routes of the order-history and review-ownership module; spread into app/routes.ts. */
export const historyRoutes: ReturnType<typeof route>[] = [
  route('api/store/orders-old', 'routes/api.history.orders-old.ts'),
  route('api/store/payments/card_token', 'routes/api.payments.card-token.ts'),
];
