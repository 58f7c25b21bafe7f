import { route } from '@react-router/dev/routes';

/** The site-wide routes: the no-JavaScript currency form and the theme preview. */
export const siteRoutes = [
  // The header's currency form posts here (with or without JavaScript the cookie is the same).
  route('currency', 'routes/site.currency.ts'),
  // Starts (GET ?theme=) or leaves (POST) a theme preview.
  route('theme-preview', 'routes/site.theme-preview.ts'),
] satisfies ReturnType<typeof route>[];
