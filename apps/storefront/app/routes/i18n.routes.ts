import { route } from '@react-router/dev/routes';

/** Routes of the i18n module; spread into app/routes.ts. */
export const i18nRoutes: ReturnType<typeof route>[] = [];
