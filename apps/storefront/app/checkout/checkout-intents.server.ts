import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import {
  assertCartWithinTotalLimits,
  CommerceError,
  validateAllInOne,
  validateContactStep,
  validatePaymentStep,
  validateShippingStep,
  type CheckoutRules,
  type CheckoutSetting,
  type ContactStep,
} from '@vitrine/commerce';

import {
  parseCheckoutIntent,
  type CheckoutIntent,
  type IntentSource,
  type Order,
  type PayIntent,
  type PlaceOrderInput,
  type PricedCartJson,
} from '@vitrine/headless/contract';
import { readCartToken } from '../cart/cart-cookie.server';
import { getSession } from '../server/session.server';
import { checkoutStateCookie, clearCheckoutStateCookie, readCheckoutState } from './checkout-state.server';

/** A payment method as the checkout lists it. */
type PaymentMethodSummary = ReturnType<AppLoadContext['commerce']['orders']['payments']['list']>[number];

/** What one checkout intent did; the route action and the store API each answer it their way. */
export type CheckoutOutcome =
  | { intent: 'contact'; cart: PricedCartJson; contact: ContactStep; setCookie: string }
  | { intent: 'address' | 'shipping'; cart: PricedCartJson }
  | { intent: 'pay'; order: Order; lookupToken: string; next: string; setCookie: string };

/** Machine codes of this handler's own refusals (the engine's are `PAYMENT_*`, `CART_*` …). */
export const CHECKOUT_CODES = {
  /** The stepped checkout's payment came before its contact step (an old tab, a bookmark). */
  contactMissing: 'CHECKOUT_CONTACT_MISSING',
  /** The server's total is not the one the shopper was shown: nothing was charged. */
  totalChanged: 'CHECKOUT_TOTAL_CHANGED',
  /** The merchant closed the shop (store setting `checkout.is_closed`). */
  shopClosed: 'SHOP_CLOSED',
} as const;

/** A fresh idempotency key: one per checkout attempt, so a double submit places one order. */
export function newIdempotencyKey(): string {
  return `co_${randomUUID().replace(/-/g, '')}`;
}

/** A checkout change read from a posted form or a JSON body; a 422 `CommerceError` when it does not fit the contract. */
export function readCheckoutIntent(input: IntentSource): CheckoutIntent {
  const parsed = parseCheckoutIntent(input);
  if (!parsed.ok) throw new CommerceError(parsed.error);
  return parsed.intent;
}

/** The store's `checkout` setting: whether it sells, which payment methods, where orders ship. */
export async function checkoutSetting(context: AppLoadContext): Promise<CheckoutSetting> {
  return (await context.commerce.settings.read()).checkout;
}

/** The payment methods the store offers: the installed ones its setting names (every one when it names none). */
export function offeredPaymentMethods(context: AppLoadContext, setting: CheckoutSetting): PaymentMethodSummary[] {
  const installed = context.commerce.orders.payments.list();
  const named = setting.payment_methods;
  return named === null ? installed : installed.filter((provider) => named.includes(provider.id));
}

/** A closed shop takes no checkout and no order (403 `SHOP_CLOSED`); every page says it is closed. */
export function assertShopOpen(setting: CheckoutSetting): void {
  if (setting.is_closed) {
    throw new CommerceError({
      status: 403,
      code: CHECKOUT_CODES.shopClosed,
      message: 'This store is closed at the moment. Please come back later.',
    });
  }
}

/** The store's delivery and payment offer for the validators, from its `checkout` setting. */
export async function checkoutRules(context: AppLoadContext, cart: PricedCartJson): Promise<CheckoutRules> {
  const setting = await checkoutSetting(context);
  return {
    shippingMethodIds: cart.shipping.methods.map((method) => method.id),
    paymentMethodIds: offeredPaymentMethods(context, setting).map((provider) => provider.id),
    shippingCountries: setting.shipping_countries ?? undefined,
    undeliverablePostcodes: setting.undeliverable_postcodes,
  };
}

/** An empty cart has nothing to check out (spec 8: the cart page says why). */
export function assertCheckoutable(cart: PricedCartJson): void {
  if (Object.keys(cart.cart).length === 0 || cart.hash === null) {
    throw new CommerceError({ status: 422, code: 'CART_EMPTY', message: 'Your cart is empty', field: 'cart' });
  }
  assertCartWithinTotalLimits(cart);
}

/**
 * `start_checkout`: whether this shopper's cart can be checked out (not
 * empty, within the store's total limits), and its hash for `/checkouts/{hash}`.
 */
export async function startCheckout(request: Request, context: AppLoadContext): Promise<{ hash: string }> {
  assertShopOpen(await checkoutSetting(context));
  const cart = await context.commerce.carts.get(readCartToken(request));
  assertCheckoutable(cart);
  return { hash: cart.hash ?? '' };
}

/** Where the shopper goes after the order: thanks, or the wait for a pending card payment. */
export function pageAfterOrder(
  order: Pick<Order, 'number' | 'payment_status' | 'payment_code'>,
  lookupToken: string,
): string {
  const query = `?order=${encodeURIComponent(order.number)}&token=${encodeURIComponent(lookupToken)}`;
  const isAwaitingCard = order.payment_status === 'unpaid' && order.payment_code === 'PAYMENT_PENDING';
  return isAwaitingCard ? `/checkouts/processing${query}` : `/checkouts/thank${query}`;
}

/** Saves where the cart ships to (what shipping and tax depend on); an unchanged zone is left alone. */
async function shipCartTo(
  context: AppLoadContext,
  token: string | null,
  cart: PricedCartJson,
  zone: { country: string; province: string; postcode: string },
): Promise<PricedCartJson> {
  const current = cart.address ?? {};
  const isSame =
    current.country === zone.country &&
    (current.province ?? '') === zone.province &&
    (current.postcode ?? '') === zone.postcode;
  return isSame ? cart : context.commerce.carts.setShippingAddress(token, zone);
}

/** The engine names fields in camelCase; forms and the API speak snake_case. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  cartToken: 'cart',
  shippingAddress: 'shipping_address',
  paymentMethod: 'payment_method',
  idempotencyKey: 'idempotency_key',
  lookupToken: 'token',
  method_id: 'shipping_method_id',
  shippingMethodId: 'shipping_method_id',
};

function snakeField(field: string): string {
  const [head = '', ...rest] = field.split('.');
  return [FIELD_NAMES[head] ?? head, ...rest].join('.');
}

/** The same failure with the form's and the API's field names. */
export function withFormFieldNames(error: unknown): never {
  if (!(error instanceof CommerceError)) throw error;
  const body = error.toJSON();
  throw new CommerceError({
    ...body,
    ...(body.field ? { field: snakeField(body.field) } : {}),
    ...(body.errors
      ? { errors: Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [snakeField(k), v])) }
      : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
  });
}

/** The contact and the cart a payment goes with: the one-page form's, the stepped checkout's remembered step, or an API client's. */
async function paymentContext(
  request: Request,
  context: AppLoadContext,
  token: string | null,
  intent: PayIntent,
): Promise<{ cart: PricedCartJson; contact: ContactStep | null }> {
  let cart = await context.commerce.carts.get(token);
  assertCheckoutable(cart);
  const isOnePage = intent.shipping_address !== undefined && intent.shipping_method_id !== undefined;
  if (isOnePage) {
    // The address decides which methods exist, so it goes on the cart before the method is checked.
    const typed = intent.shipping_address!;
    if (/^[A-Za-z]{2}$/.test(typed.country)) {
      cart = await shipCartTo(context, token, cart, {
        country: typed.country.toUpperCase(),
        province: typed.province,
        postcode: typed.postcode,
      });
    }
    const step = validateAllInOne(
      { ...intent, billing_same_as_shipping: true, accepts_marketing: intent.accepts_marketing },
      await checkoutRules(context, cart),
    );
    await context.commerce.carts.setCustomerEmail(token, { email: step.email });
    if (cart.shipping.selected !== step.shipping_method_id) {
      cart = await context.commerce.carts.selectShipping(token, { method_id: step.shipping_method_id });
    }
    return { cart, contact: step };
  }
  if (intent.email !== undefined || intent.shipping_address !== undefined) {
    // An API client: the engine checks the address it sends; the method is the one the cart holds.
    return { cart, contact: null };
  }
  const state = readCheckoutState(request, cart.hash);
  if (!state) {
    throw new CommerceError({
      status: 409,
      code: CHECKOUT_CODES.contactMissing,
      message: 'Enter your contact information first',
      field: 'email',
    });
  }
  const rules = await checkoutRules(context, cart);
  validateShippingStep({ shipping_method_id: cart.shipping.selected ?? '' }, rules);
  validatePaymentStep({ payment_method: intent.payment_method }, rules, state.contact.shipping_address);
  return { cart, contact: state.contact };
}

/**
 * Pays for the cart (spec 2 payment_method and all_in_one_checkout): the
 * idempotency key makes a repeat the same order, a repeat after the order was
 * placed answers that order, and a total other than the one shown is refused
 * before any charge.
 */
async function pay(request: Request, context: AppLoadContext, intent: PayIntent): Promise<CheckoutOutcome> {
  const token = readCartToken(request);
  const { orders } = context.commerce;
  const placedBefore = async (): Promise<CheckoutOutcome | null> => {
    const attempt = await orders.checkoutAttempt({ cartToken: token, idempotencyKey: intent.idempotency_key });
    if (attempt.state !== 'placed') return null;
    const next = pageAfterOrder(attempt.order, attempt.lookupToken);
    return {
      intent: 'pay',
      order: attempt.order,
      lookupToken: attempt.lookupToken,
      next,
      setCookie: clearCheckoutStateCookie(request),
    };
  };
  const replay = await placedBefore();
  if (replay) return replay;
  const setting = await checkoutSetting(context);
  assertShopOpen(setting);
  // An API client's method is checked here too: the stepped and one-page checkouts check it with their step.
  validatePaymentStep(
    { payment_method: intent.payment_method },
    { paymentMethodIds: offeredPaymentMethods(context, setting).map((provider) => provider.id) },
  );
  let paying: Awaited<ReturnType<typeof paymentContext>>;
  try {
    paying = await paymentContext(request, context, token, intent);
  } catch (error) {
    // A repeat that arrives after the first submit emptied the cart is that submit's order.
    const raced = error instanceof CommerceError && error.code === 'CART_EMPTY' ? await placedBefore() : null;
    if (raced) return raced;
    throw error;
  }
  const { cart, contact } = paying;
  if (intent.expected_total !== undefined && intent.expected_total !== cart.cart_total) {
    throw new CommerceError({
      status: 409,
      code: CHECKOUT_CODES.totalChanged,
      message: 'The total changed. Review it and pay again.',
      field: 'expected_total',
    });
  }
  const provider = orders.payments.list().find((method) => method.id === intent.payment_method);
  // Card details go to the payment only with a card method; another method never sees them.
  const card =
    provider?.kind === 'card'
      ? {
          ...(intent.card ? { card: intent.card } : {}),
          ...(intent.card_token !== undefined ? { card_token: intent.card_token } : {}),
        }
      : {};
  const session = await getSession(request, context);
  const address = contact?.shipping_address ?? intent.shipping_address;
  const placed = await orders
    .createOrderFromCart(
      {
        cartToken: token ?? '',
        email: contact?.email ?? intent.email ?? '',
        // Without an address the engine answers its 422 on `shipping_address`.
        shippingAddress: (address ? stripTaxId(address) : undefined) as PlaceOrderInput['shippingAddress'],
        paymentMethod: intent.payment_method,
        ...card,
        idempotencyKey: intent.idempotency_key,
        // The order is priced for the method chosen with the payment, inside the order's own transaction.
        ...(intent.shipping_method_id !== undefined ? { shippingMethodId: intent.shipping_method_id } : {}),
        ...(session ? { customerId: session.customerId } : {}),
      },
      { ip: context.clientIp ?? 'unknown' },
    )
    .catch(withFormFieldNames);
  if (session && placed.order.payment_status === 'paid') {
    // Loyalty points for a paid order of a signed-in customer; awarded once per order, so a replay adds nothing.
    await context.commerce.money.rewards.awardPointsForOrder(placed.order.id);
  }
  return {
    intent: 'pay',
    order: placed.order,
    lookupToken: placed.lookupToken,
    next: pageAfterOrder(placed.order, placed.lookupToken),
    setCookie: clearCheckoutStateCookie(request),
  };
}

/** The address an order keeps: the checkout's fields without the tax id (the payment carries that). */
function stripTaxId<T extends { tax_id?: string }>(address: T): Omit<T, 'tax_id'> {
  const { tax_id: _taxId, ...rest } = address;
  return rest;
}

/**
 * Runs one checkout intent for the shopper of `request`: the checkout pages'
 * actions and the store API (`/cart/checkout`, `/cart/start_checkout`) call
 * it. Throws `CommerceError` for what the shopper has to fix (422 with every
 * field at once, 402 `PAYMENT_*`, 409 for a changed total or stock).
 *
 * @example
 * const outcome = await handleCheckoutIntent(request, context, readCheckoutIntent(await request.formData()));
 * if (outcome.intent === 'pay') throw redirect(outcome.next);
 */
export async function handleCheckoutIntent(
  request: Request,
  context: AppLoadContext,
  intent: CheckoutIntent,
): Promise<CheckoutOutcome> {
  const token = readCartToken(request);
  const { carts } = context.commerce;
  switch (intent.intent) {
    case 'contact': {
      const cart = await carts.get(token);
      assertCheckoutable(cart);
      const contact = validateContactStep(intent, await checkoutRules(context, cart));
      await carts.setCustomerEmail(token, { email: contact.email });
      const { country, province, postcode } = contact.shipping_address;
      const shipped = await shipCartTo(context, token, cart, { country, province, postcode });
      return {
        intent: 'contact',
        cart: shipped,
        contact,
        setCookie: checkoutStateCookie(request, { hash: cart.hash ?? '', contact }),
      };
    }
    case 'address':
      return { intent: 'address', cart: await carts.setShippingAddress(token, intent.shipping_address) };
    case 'shipping': {
      const cart = await carts.get(token);
      assertCheckoutable(cart);
      const step = validateShippingStep(intent, await checkoutRules(context, cart));
      return { intent: 'shipping', cart: await carts.selectShipping(token, { method_id: step.shipping_method_id }) };
    }
    case 'pay':
      return pay(request, context, intent);
  }
}
