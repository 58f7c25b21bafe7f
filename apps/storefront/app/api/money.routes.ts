import { route } from '@react-router/dev/routes';

/** Store API routes of the money module; spread into app/routes.ts. */
export const moneyRoutes: ReturnType<typeof route>[] = [
  route('api/store/exchanges', 'api/api.money.exchanges.ts'),
  route('api/store/ip', 'api/api.money.ip.ts'),
  // The rewards widget (spec 3, 7): token, points, campaigns, redeem.
  route('api/store/stamped/getToken', 'api/api.money.rewards.ts', { id: 'api-rewards-token' }),
  route('api/store/rewards/points', 'api/api.money.rewards.ts', { id: 'api-rewards-points' }),
  route('api/store/rewards/campaigns', 'api/api.money.rewards.ts', { id: 'api-rewards-campaigns' }),
  route('api/store/rewards/redeem', 'api/api.money.rewards.ts', { id: 'api-rewards-redeem' }),
  // Shopper-event intake for the server-side tracking relays (not under /api/store).
  route('api/statistics/events', 'api/api.money.statistics.ts', { id: 'api-statistics-events' }),
  route('api/statistics/track', 'api/api.money.statistics.ts', { id: 'api-statistics-track' }),
];
