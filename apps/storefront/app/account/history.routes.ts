import { route } from '@react-router/dev/routes';

/** Store API routes of the order-history and review-ownership module; spread into app/routes.ts. */
export const historyRoutes: ReturnType<typeof route>[] = [
  route('api/store/orders-old', 'account/api.history.orders-old.ts'),
  route('api/store/payments/card_token', 'checkout/api.payments.card-token.ts'),
];
