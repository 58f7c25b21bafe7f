import { route } from '@react-router/dev/routes';

/** Store API routes of the search module; spread into app/routes.ts. */
export const searchRoutes: ReturnType<typeof route>[] = [];
