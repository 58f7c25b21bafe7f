import { route } from '@react-router/dev/routes';

/** Store API routes of the service module; spread into app/routes.ts. */
export const serviceRoutes: ReturnType<typeof route>[] = [
  route('api/store/contact_service', 'api/api.service.contact.ts'),
  route('api/store/report', 'api/api.service.report.ts'),
  route('api/store/privacy_managements', 'api/api.service.privacy.ts'),
  route('api/store/influencers', 'api/api.service.influencers.ts'),
  // The region-switch prompt's sites (not under /api/store).
  route('api/app/multi_sites', 'api/api.service.sites.ts'),
];
