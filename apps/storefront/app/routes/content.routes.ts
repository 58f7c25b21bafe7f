import { route } from '@react-router/dev/routes';

/** Store API routes of the content module; spread into app/routes.ts. */
export const contentRoutes: ReturnType<typeof route>[] = [];
