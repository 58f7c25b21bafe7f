import { route } from '@react-router/dev/routes';

/** Routes of the i18n module; spread into app/routes.ts. */
export const i18nRoutes: ReturnType<typeof route>[] = [
  // The language switch: a form posts here with or without JavaScript.
  route('locale', 'i18n/i18n.locale.ts'),
  // Each locale's message catalogue, fetched once by the browser and cached.
  route('i18n/messages/:file', 'i18n/i18n.messages.ts'),
];
