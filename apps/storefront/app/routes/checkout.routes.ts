import { route } from '@react-router/dev/routes';

/** The checkout pages (and their site APIs). */
export const checkoutRoutes = [] satisfies ReturnType<typeof route>[];
