import { route } from '@react-router/dev/routes';

/** Store API routes of the money module; spread into app/routes.ts. */
export const moneyRoutes: ReturnType<typeof route>[] = [];
