import { route } from '@react-router/dev/routes';

/** The browse pages (and their site APIs). */
export const browseRoutes = [] satisfies ReturnType<typeof route>[];
