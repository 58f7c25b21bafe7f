import {
  CommerceError,
  validateAllInOne,
  validateContactStep,
  validatePaymentStep,
  validateShippingStep,
} from '@vitrine/commerce';
import type { Route } from './+types/api.store.checkout-steps';
import { readCartToken } from '../cart/cart-cookie.server';
import { apiHandler, json, methodNotAllowed, readJsonBody } from '../server/http.server';
import { assertCheckoutable, checkoutRules } from './checkout-intents.server';

/** The checkout steps in order (spec 2), and the one that follows each. */
const NEXT_STEP = {
  contact_information: 'shipping_method',
  shipping_method: 'payment_method',
  payment_method: null,
  all_in_one: null,
} as const;
type CheckoutStep = keyof typeof NEXT_STEP;

function isStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && value in NEXT_STEP;
}

/**
 * POST /cart/approve_checkout `{ step, ...fields }`: validates one step on the server with
 * the spec's messages (every field error at once) and answers `{ step, data, next_step }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return apiHandler(async () => {
    const cart = await context.commerce.carts.get(readCartToken(request));
    assertCheckoutable(cart);
    const body = (await readJsonBody(request)) as Record<string, unknown>;
    const { step, ...fields } = body;
    if (!isStep(step)) {
      throw new CommerceError({
        status: 422,
        code: 'VALIDATION_FAILED',
        message: `Choose a step: ${Object.keys(NEXT_STEP).join(', ')}`,
        field: 'step',
      });
    }
    const rules = await checkoutRules(context, cart);
    const data =
      step === 'contact_information'
        ? validateContactStep(fields, rules)
        : step === 'shipping_method'
          ? validateShippingStep(fields, rules)
          : step === 'payment_method'
            ? validatePaymentStep(fields, rules)
            : validateAllInOne(fields, rules);
    return json({ step, data, next_step: NEXT_STEP[step] });
  });
}

export function loader() {
  return methodNotAllowed(['POST']);
}
