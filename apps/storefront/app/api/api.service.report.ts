import type { Route } from './+types/api.service.report';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/**
 * POST /report `{ kind, message, stack?, url?, status?, code?, release?, context? }` → 202
 * `{ accepted: true }`. Repeats of one error are counted on one record; 429 when one address reports too often.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () =>
    json(await context.commerce.service.report(await readJsonBody(request), { ip: context.clientIp }), { status: 202 }),
  );
}

export function loader() {
  return methodNotAllowed(['POST']);
}
