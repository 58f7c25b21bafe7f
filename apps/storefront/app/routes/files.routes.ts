import { route } from '@react-router/dev/routes';

/** Store API routes of the files module; spread into app/routes.ts. */
export const filesRoutes: ReturnType<typeof route>[] = [];
