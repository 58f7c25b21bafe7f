import { route } from '@react-router/dev/routes';

/** The account pages (and their site APIs). */
export const accountRoutes = [] satisfies ReturnType<typeof route>[];
