import { route } from '@react-router/dev/routes';

/** Store API routes of the prescriptions module; spread into app/routes.ts. */
export const prescriptionsRoutes: ReturnType<typeof route>[] = [];
