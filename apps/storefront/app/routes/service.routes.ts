import { route } from '@react-router/dev/routes';

/** Store API routes of the service module; spread into app/routes.ts. */
export const serviceRoutes: ReturnType<typeof route>[] = [];
