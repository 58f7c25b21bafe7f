import { route } from '@react-router/dev/routes';

/** The oidc pages (and their site APIs). */
export const oidcRoutes = [] satisfies ReturnType<typeof route>[];
