import type { Route } from './+types/api.payments.card-token';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';

/**
 * POST /payments/card_token `{ number, expiry_month, expiry_year, cvc, name, payment_method? }`:
 * the card form's only trip with the card number. 201 `{ token, brand, last4, expiry_month,
 * expiry_year, expires_at }`; the checkout then sends `card_token` instead of `card`.
 * 422 with the card field errors, 429 when one address asks too often (card testing).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const result = await context.commerce.cardTokens.create(await readJsonBody(request), {
      ip: context.clientIp ?? 'unknown',
    });
    // `json` answers no-store: a token is for one shopper and one use.
    return json(result, { status: 201 });
  });
}

/** GET and the rest: the token endpoint only takes cards. */
export function loader() {
  return methodNotAllowed(['POST']);
}
