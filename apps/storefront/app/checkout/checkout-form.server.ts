import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import {
  assertCartWithinTotalLimits,
  CommerceError,
  validateAllInOne,
  validateContactStep,
  validatePaymentStep,
  validateShippingStep,
  type CheckoutAddress,
  type CheckoutRules,
  type ContactStep,
} from '@vitrine/commerce';
import type { PricedCartJson } from '@vitrine/headless/contract';
import { readCartToken } from '../cart/cart-cookie.server';
import {
  checkoutStateCookie,
  clearCheckoutStateCookie,
  readCheckoutState,
  type CheckoutState,
} from './checkout-state.server';
import { echoValues, errorsByInput, formValues, isTicked, readAddress, readCard, type FormValues } from './checkout-fields';
import { getSession } from '../server/session.server';
import { stepFromQuery, stepPath, type CheckoutPageStep } from './checkout-steps';

/** What a checkout action answers when the shopper has something to fix; the page shows it in place. */
export interface CheckoutActionData {
  intent: string;
  /** Messages per input name (the engine's English; the page translates them). */
  fieldErrors: Record<string, string[]>;
  /** A failure not about one field (payment refused, stock gone …). */
  failure: { status: number; code: string; message: string; field?: string } | null;
  /** What was typed, minus the card number and security code. */
  values: FormValues;
  /** A new key for the next attempt: the failed one stays bound to its failed order. */
  idempotencyKey: string;
}

/** The engine's camelCase field names, as the form names them. */
const FORM_FIELD_NAMES: Record<string, string> = {
  shippingAddress: 'shipping_address',
  paymentMethod: 'payment_method',
  idempotencyKey: 'idempotency_key',
  method_id: 'shipping_method_id',
  method: 'payment_method',
};

function formFieldName(field: string): string {
  const [head = '', ...rest] = field.split('.');
  return [FORM_FIELD_NAMES[head] ?? head, ...rest].join('.');
}

/** A fresh idempotency key: one per checkout attempt, so a double submit places one order. */
export function newIdempotencyKey(): string {
  return `co_${randomUUID().replace(/-/g, '')}`;
}

/** The 4xx answer that re-renders the form with its errors and the shopper's values (never the card secrets). */
export function checkoutFailure(intent: string, error: CommerceError, values: FormValues) {
  const body = error.toJSON();
  const errors = Object.fromEntries(
    Object.entries(errorsByInput(body.errors, body.field, body.message)).map(([key, list]) => [formFieldName(key), list]),
  );
  const isFieldError = body.status === 422 && Object.keys(errors).length > 0 && body.field !== 'payment';
  const result: CheckoutActionData = {
    intent,
    fieldErrors: isFieldError ? errors : {},
    failure: isFieldError
      ? null
      : { status: body.status, code: body.code, message: body.message, ...(body.field ? { field: body.field } : {}) },
    values: echoValues(values),
    idempotencyKey: newIdempotencyKey(),
  };
  return data(result, { status: body.status });
}

/** The store's delivery and payment offer for the validators. */
export function checkoutRules(context: AppLoadContext, cart: PricedCartJson): CheckoutRules {
  return {
    shippingMethodIds: cart.shipping.methods.map((method) => method.id),
    paymentMethodIds: context.commerce.orders.payments.list().map((provider) => provider.id),
  };
}

/** Everything a checkout page needs from the server. */
export interface CheckoutContext {
  token: string | null;
  cart: PricedCartJson;
  state: CheckoutState | null;
}

export async function readCheckout(request: Request, context: AppLoadContext): Promise<CheckoutContext> {
  const token = readCartToken(request);
  const cart = await context.commerce.carts.get(token);
  return { token, cart, state: readCheckoutState(request, cart.hash) };
}

/** An empty cart has nothing to check out: back to the cart page. */
export function requireLines(cart: PricedCartJson): void {
  if (Object.keys(cart.cart).length === 0 || cart.hash === null) throw redirect('/cart');
}

/** Saves where the cart ships to (what shipping and tax depend on). Unchanged addresses are left alone. */
async function shipCartTo(context: AppLoadContext, token: string | null, cart: PricedCartJson, address: CheckoutAddress) {
  const target = { country: address.country, province: address.province, postcode: address.postcode };
  const current = cart.address ?? {};
  if (current.country === target.country && (current.province ?? '') === target.province && (current.postcode ?? '') === target.postcode) {
    return cart;
  }
  return context.commerce.carts.setShippingAddress(token, target);
}

function contactInput(values: FormValues) {
  return {
    email: values.email ?? '',
    accepts_marketing: isTicked(values, 'accepts_marketing'),
    shipping_address: readAddress(values, 'shipping_address'),
  };
}

async function rememberContact(request: Request, context: AppLoadContext, checkout: CheckoutContext, contact: ContactStep) {
  await context.commerce.carts.setCustomerEmail(checkout.token, { email: contact.email });
  const cart = await shipCartTo(context, checkout.token, checkout.cart, contact.shipping_address);
  const cookie = checkoutStateCookie(request, { hash: checkout.cart.hash ?? '', contact });
  return { cart, cookie };
}

/** The contact step: validate, keep it, go on to shipping. */
export async function submitContact(request: Request, context: AppLoadContext, values: FormValues) {
  const checkout = await readCheckout(request, context);
  requireLines(checkout.cart);
  try {
    const contact = validateContactStep(contactInput(values), checkoutRules(context, checkout.cart));
    const { cookie } = await rememberContact(request, context, checkout, contact);
    return redirect(stepPath('shipping_method'), { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof CommerceError) return checkoutFailure('contact', error, values);
    throw error;
  }
}

/** The shipping step: one of the methods offered for the address. */
export async function submitShipping(request: Request, context: AppLoadContext, values: FormValues) {
  const checkout = await readCheckout(request, context);
  requireLines(checkout.cart);
  if (!checkout.state) return redirect(stepPath('contact_information'));
  try {
    const step = validateShippingStep(
      { shipping_method_id: values.shipping_method_id ?? '' },
      checkoutRules(context, checkout.cart),
    );
    await context.commerce.carts.selectShipping(checkout.token, { method_id: step.shipping_method_id });
    return redirect(stepPath('payment_method'));
  } catch (error) {
    if (error instanceof CommerceError) return checkoutFailure('shipping', error, values);
    throw error;
  }
}

/** Where the shopper goes after the order is placed: thanks, or the wait for a pending card payment. */
function afterOrder(order: { number: string; payment_status: string; payment_code: string | null }, token: string) {
  const query = `?order=${encodeURIComponent(order.number)}&token=${encodeURIComponent(token)}`;
  const isAwaitingCard = order.payment_status === 'unpaid' && order.payment_code === 'PAYMENT_PENDING';
  return isAwaitingCard ? `/checkouts/processing${query}` : `/checkouts/thank${query}`;
}

/** Places the order with the test card or a manual method; the idempotency key makes a double submit one order. */
async function placeOrder(
  request: Request,
  context: AppLoadContext,
  checkout: CheckoutContext,
  contact: ContactStep,
  values: FormValues,
) {
  const method = values.payment_method ?? '';
  const provider = context.commerce.orders.payments.list().find((p) => p.id === method);
  const session = await getSession(request, context);
  const address = contact.shipping_address;
  const placed = await context.commerce.orders.createOrderFromCart({
    cartToken: checkout.token ?? '',
    email: contact.email,
    shippingAddress: {
      first_name: address.first_name,
      last_name: address.last_name,
      company: address.company,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      province: address.province,
      country: address.country,
      postcode: address.postcode,
      phone: address.phone,
    },
    paymentMethod: method,
    ...(provider?.kind === 'card' ? { card: readCard(values) } : {}),
    idempotencyKey: values.idempotency_key ?? '',
    ...(session ? { customerId: session.customerId } : {}),
  });
  if (session && placed.order.payment_status === 'paid') {
    await context.commerce.money.rewards.awardPointsForOrder(placed.order.id);
  }
  return redirect(afterOrder(placed.order, placed.lookupToken), {
    headers: { 'Set-Cookie': clearCheckoutStateCookie(request) },
  });
}

function paymentInput(values: FormValues) {
  return { payment_method: values.payment_method ?? '', billing_same_as_shipping: true };
}

/** The payment step: validates the method, then pays. A refused payment comes back with its `PAYMENT_*` code. */
export async function submitPayment(request: Request, context: AppLoadContext, values: FormValues) {
  const checkout = await readCheckout(request, context);
  requireLines(checkout.cart);
  if (!checkout.state) return redirect(stepPath('contact_information'));
  if (!checkout.cart.shipping.selected) return redirect(stepPath('shipping_method'));
  try {
    assertCartWithinTotalLimits(checkout.cart);
    validatePaymentStep(paymentInput(values), checkoutRules(context, checkout.cart), checkout.state.contact.shipping_address);
    return await placeOrder(request, context, checkout, checkout.state.contact, values);
  } catch (error) {
    if (error instanceof CommerceError) return checkoutFailure('payment', error, values);
    throw error;
  }
}

/**
 * The one-page checkout. `intent=estimate` only saves the address so the
 * shipping methods for it show (the no-JavaScript way to see them); `place`
 * validates everything at once and places the order.
 */
export async function submitAllInOne(request: Request, context: AppLoadContext, values: FormValues) {
  const checkout = await readCheckout(request, context);
  requireLines(checkout.cart);
  const intent = values.intent === 'estimate' ? 'estimate' : 'place';
  try {
    if (intent === 'estimate') {
      const contact = contactInput(values);
      const cart = await context.commerce.carts.setShippingAddress(checkout.token, {
        country: contact.shipping_address.country,
        province: contact.shipping_address.province,
        postcode: contact.shipping_address.postcode,
      });
      const result: CheckoutActionData = {
        intent,
        fieldErrors: {},
        failure: null,
        values: echoValues({ ...values, shipping_method_id: cart.shipping.selected ?? '' }),
        idempotencyKey: newIdempotencyKey(),
      };
      return data(result);
    }
    // The address decides which methods exist, so it goes on the cart before the method is checked.
    let cart = checkout.cart;
    const typed = contactInput(values).shipping_address;
    if (/^[A-Za-z]{2}$/.test(typed.country)) {
      cart = await shipCartTo(context, checkout.token, cart, { ...typed, country: typed.country.toUpperCase(), tax_id: '' });
    }
    const step = validateAllInOne(
      { ...contactInput(values), shipping_method_id: values.shipping_method_id ?? '', ...paymentInput(values) },
      checkoutRules(context, cart),
    );
    assertCartWithinTotalLimits(cart);
    await context.commerce.carts.setCustomerEmail(checkout.token, { email: step.email });
    await context.commerce.carts.selectShipping(checkout.token, { method_id: step.shipping_method_id });
    return await placeOrder(request, context, { ...checkout, cart }, step, values);
  } catch (error) {
    if (error instanceof CommerceError) return checkoutFailure(intent, error, values);
    throw error;
  }
}

/**
 * Runs the action of a checkout page. The step comes from the page's address,
 * or from the form's `step` field on `/checkouts/{hash}` (where `?step=` picks the page).
 */
export async function checkoutAction(request: Request, context: AppLoadContext, pageStep: CheckoutPageStep | 'all_in_one' | null) {
  const values = formValues(await request.formData());
  const step = pageStep ?? stepFromQuery(values.step ?? null) ?? 'contact_information';
  if (step === 'all_in_one') return submitAllInOne(request, context, values);
  if (step === 'contact_information') return submitContact(request, context, values);
  if (step === 'shipping_method') return submitShipping(request, context, values);
  return submitPayment(request, context, values);
}
