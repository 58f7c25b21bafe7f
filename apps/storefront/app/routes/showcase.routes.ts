import { route } from '@react-router/dev/routes';

/** The showcase pages (and their site APIs). */
export const showcaseRoutes = [] satisfies ReturnType<typeof route>[];
