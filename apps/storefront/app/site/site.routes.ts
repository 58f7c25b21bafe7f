import { route } from '@react-router/dev/routes';

/** The site-wide routes: the no-JavaScript currency and newsletter forms, and the theme preview. */
export const siteRoutes = [
  // The header's currency form posts here (with or without JavaScript the cookie is the same).
  route('currency', 'site/site.currency.ts'),
  // The newsletter form posts here without JavaScript (with it, to /api/contacts).
  route('subscribe', 'site/site.subscribe.tsx'),
  // Starts (GET ?theme=) or leaves (POST) a theme preview.
  route('theme-preview', 'site/site.theme-preview.ts'),
] satisfies ReturnType<typeof route>[];
