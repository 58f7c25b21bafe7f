import { data, redirect, type AppLoadContext } from 'react-router';
import { CommerceError } from '@vitrine/commerce';
import type { CheckoutIntentName, CountryEntry, PricedCartJson } from '@vitrine/headless/contract';
import type { CheckoutStep } from '@vitrine/ui';
import { readCartToken } from '../cart/cart-cookie.server';
import { localeOf } from '../i18n/locale.server';
import { retryAfterHeaders } from '../server/http.server';
import { getSession } from '../server/session.server';
import { addressLines } from './address-lines';
import { CHECKOUT_CODES, handleCheckoutIntent, newIdempotencyKey, readCheckoutIntent } from './checkout-intents.server';
import {
  countryOptions,
  countryRules,
  paymentMethods,
  startingCountry,
  type CountryOption,
} from './checkout-page.server';
import { readCheckoutState, type CheckoutState } from './checkout-state.server';
import { stepPath, type CheckoutPageStep } from './checkout-steps';

/** Inputs whose values never go back into a page: a card number or security code stays only where it was typed. */
const SECRET_INPUTS: ReadonlySet<string> = new Set(['card.number', 'card.cvc', 'idempotency_key', 'expected_total']);

/** What a checkout action answers when the shopper has something to fix; the page shows it in place. */
export interface CheckoutActionData {
  intent: CheckoutIntentName | 'unknown';
  /** Messages per input name (the engine's English; the page translates them). */
  fieldErrors: Record<string, string[]>;
  /** A refusal not about one field (payment declined, total changed, stock gone …). */
  failure: { status: number; code: string; message: string; field?: string } | null;
  /** What was posted, minus the card number and security code: the page shows it again (without scripts). */
  values: Record<string, string>;
  /** The key of the next attempt: a refused one stays bound to its refused order. */
  idempotencyKey: string;
  /** Set when the action changed the cart in place (the one-page checkout's address and method without scripts). */
  isSaved?: boolean;
}

/** What a checkout page's loader sends. */
export interface CheckoutLoaderData {
  step: CheckoutStep;
  cart: PricedCartJson;
  values: {
    email: string;
    accepts_marketing: boolean;
    shipping_address: Record<string, string>;
    shipping_method_id: string | null;
    payment_method: string;
  };
  countries: CountryOption[];
  country: CountryEntry | null;
  review: { email: string; shipTo: string } | null;
  paymentMethods: { id: string; kind: 'card' | 'manual' }[];
  idempotencyKey: string;
}

/** The shopper's cart and remembered contact step, or a redirect to the cart when there is nothing to check out. */
export async function readCheckout(
  request: Request,
  context: AppLoadContext,
): Promise<{ cart: PricedCartJson; state: CheckoutState | null }> {
  const cart = await context.commerce.carts.get(readCartToken(request));
  const isOutsideLimits = cart.notices.some((n) => n.code === 'CART_TOTAL_TOO_LOW' || n.code === 'CART_TOTAL_TOO_HIGH');
  if (Object.keys(cart.cart).length === 0 || cart.hash === null || isOutsideLimits) throw redirect('/cart');
  return { cart, state: readCheckoutState(request, cart.hash) };
}

/**
 * The data of a checkout page: what the form starts from (the remembered
 * contact step, else where the cart ships and the signed-in customer's
 * e-mail), the countries, the payment methods and a fresh idempotency key.
 */
export async function checkoutPageData(
  request: Request,
  context: AppLoadContext,
  step: CheckoutStep,
  checkout: { cart: PricedCartJson; state: CheckoutState | null },
): Promise<CheckoutLoaderData> {
  const { cart, state } = checkout;
  const { locale } = localeOf(request);
  const contact = state?.contact;
  const session = contact ? null : await getSession(request, context);
  const signedInEmail = session
    ? (await context.commerce.accounts.addresses.accountInfo(session.customerId)).email
    : '';
  const address: Record<string, string> = {
    ...(contact?.shipping_address ?? {}),
    country: startingCountry(contact?.shipping_address.country, cart.address?.country),
    province: contact?.shipping_address.province ?? cart.address?.province ?? '',
    postcode: contact?.shipping_address.postcode ?? cart.address?.postcode ?? '',
  };
  const needsAddress = step === 'contact_information' || step === 'all_in_one_checkout';
  const country = countryRules(context, address.country ?? '');
  const countries = needsAddress ? countryOptions(context, locale) : [];
  const countryName =
    countries.find((entry) => entry.code === contact?.shipping_address.country)?.name ?? country?.name;
  const offered = await paymentMethods(context);
  return {
    step,
    cart,
    values: {
      email: contact?.email ?? cart.customer_email ?? signedInEmail,
      accepts_marketing: contact?.accepts_marketing ?? false,
      shipping_address: address,
      shipping_method_id: cart.shipping.selected,
      payment_method: cart.payment_method ?? offered[0]?.id ?? '',
    },
    countries,
    country,
    review: contact
      ? {
          email: contact.email,
          shipTo: addressLines(
            { ...contact.shipping_address, first_name: '', last_name: '', company: '', phone: '' },
            { country: countryName },
          ).join(', '),
        }
      : null,
    paymentMethods: offered,
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The posted form as flat strings, minus the card secrets (the page shows it again after a refusal). */
function echoValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !SECRET_INPUTS.has(name)) values[name] = value;
  }
  return values;
}

/** The 4xx answer that shows the form again with its messages and the shopper's values (never the card secrets). */
function refusal(intent: CheckoutActionData['intent'], error: CommerceError, form: FormData, keepKey: boolean) {
  const body = error.toJSON();
  const errors = body.errors ?? (body.field ? { [body.field]: [body.message] } : {});
  const isFieldError = body.status === 422 && Object.keys(errors).length > 0 && body.field !== 'payment';
  const result: CheckoutActionData = {
    intent,
    fieldErrors: isFieldError ? errors : {},
    failure: isFieldError
      ? null
      : { status: body.status, code: body.code, message: body.message, ...(body.field ? { field: body.field } : {}) },
    values: echoValues(form),
    // A refused payment keeps its key bound to the refused order; a form mistake placed nothing, so the key stays.
    idempotencyKey: keepKey ? String(form.get('idempotency_key') ?? newIdempotencyKey()) : newIdempotencyKey(),
  };
  const retry = retryAfterHeaders(error);
  return data(result, { status: body.status, ...(retry ? { headers: retry } : {}) });
}

/**
 * Runs a checkout page's form: reads its intent (`contact`, `address`,
 * `shipping`, `pay`), hands it to the one checkout handler and answers the
 * page's way: the next step, the thank-you page, or the form again with
 * what to fix. The stepped pages move on after their step; the one-page
 * checkout stays (its address and method change in place).
 */
export async function checkoutAction(request: Request, context: AppLoadContext, page: CheckoutPageStep | 'all_in_one') {
  const form = await request.formData();
  const named = String(form.get('intent') ?? '');
  const intentName = (
    ['contact', 'address', 'shipping', 'pay'].includes(named) ? named : 'unknown'
  ) as CheckoutActionData['intent'];
  try {
    const outcome = await handleCheckoutIntent(request, context, readCheckoutIntent(form));
    switch (outcome.intent) {
      case 'contact':
        return redirect(page === 'all_in_one' ? '/checkouts/all_in_one' : stepPath('shipping_method'), {
          headers: { 'Set-Cookie': outcome.setCookie },
        });
      case 'shipping':
        if (page !== 'all_in_one') return redirect(stepPath('payment_method'));
        return saved(form, intentName);
      case 'address':
        return saved(form, intentName);
      case 'pay':
        return redirect(outcome.next, { headers: { 'Set-Cookie': outcome.setCookie } });
    }
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.code === CHECKOUT_CODES.contactMissing) return redirect(stepPath('contact_information'));
    if (error.code === 'CART_EMPTY') return redirect('/cart');
    const isPaymentRefusal = error.status === 402 || error.code.startsWith('PAYMENT_');
    return refusal(intentName, error, form, !isPaymentRefusal);
  }
}

/** The one-page checkout's in-place change (without scripts): the same page, with the posted values and a fresh cart. */
function saved(form: FormData, intent: CheckoutActionData['intent']) {
  const result: CheckoutActionData = {
    intent,
    fieldErrors: {},
    failure: null,
    values: echoValues(form),
    idempotencyKey: String(form.get('idempotency_key') ?? newIdempotencyKey()),
    isSaved: true,
  };
  return data(result);
}
