import { route } from '@react-router/dev/routes';

/** Store API routes of the prescriptions module; spread into app/routes.ts. */
export const prescriptionsRoutes: ReturnType<typeof route>[] = [
  // Contact-lens and eyewear prescriptions (the special attribute `power`: Power (L), Power (R)).
  route('api/store/fclca/prescriptions', 'api/api.prescriptions.list.ts'),
  route('api/store/fclca/prescriptions/:id', 'api/api.prescriptions.item.ts'),
];
