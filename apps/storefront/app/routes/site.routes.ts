import { route } from '@react-router/dev/routes';

/** The site pages (and their site APIs). */
export const siteRoutes = [] satisfies ReturnType<typeof route>[];
