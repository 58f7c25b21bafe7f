import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { assertCartWithinTotalLimits, CommerceError, validationError } from '@vitrine/commerce';
import {
  CART_INTENT,
  parseCartIntent,
  type ApiErrorBody,
  type Cart,
  type CartIntent,
  type CartIntentOf,
} from '@vitrine/headless/contract';
import { cartTokenHeaders, readCartToken } from './cart-cookie.server';
import { findVariant } from '../product/variants';
import { retryAfterHeaders } from '../server/http.server';
import { limitCouponTries } from '../server/rate-limit.server';
import { getSession } from '../server/session.server';

/** What a handled cart change gives its caller: the cart as it now is, and the cookie of a cart it created. */
export interface CartIntentOutcome {
  intent: CartIntent;
  cart: Cart;
  /** `Set-Cookie` of a cart created by this change; empty otherwise. */
  headers: Headers;
  /** Where checkout starts (`start-checkout`): this cart's checkout (spec 2: /checkouts/{hash}). */
  checkoutPath?: string;
}

/** What a page action answers when a change was refused: the error, the line it is about, and what was typed. */
export interface CartActionFailure {
  intent: string;
  error: ApiErrorBody;
  key?: string;
  /** The fields as posted, so the form shows them again (`defaultValue`). */
  values?: Record<string, string>;
}

/** Where the cart's "Check out" goes: the checkout of this cart (spec 2: /checkouts/{hash}). */
export function checkoutPathFor(hash: string): string {
  return `/checkouts/${encodeURIComponent(hash)}`;
}

const UNKNOWN_VARIANT = 'Please, select at least one variant';

/**
 * The variant of an `add`: the one the posted options choose (without
 * JavaScript they are what the shopper picked last), else `variant_id`.
 */
async function variantOf(intent: CartIntentOf<'add'>, context: AppLoadContext): Promise<number> {
  if (intent.product && intent.options && Object.keys(intent.options).length > 0) {
    const product = await context.commerce.catalog.getProduct(intent.product);
    const chosen = product ? findVariant(product, intent.options) : undefined;
    if (chosen) return chosen.ID;
  }
  if (intent.variant_id !== undefined) return intent.variant_id;
  throw new CommerceError({ status: 422, code: 'VALIDATION_FAILED', message: UNKNOWN_VARIANT, field: 'variant_id' });
}

async function startCheckout(token: string | null, context: AppLoadContext): Promise<{ cart: Cart; path: string }> {
  const cart = await context.commerce.carts.get(token);
  if (Object.keys(cart.cart).length === 0 || !cart.hash) {
    throw new CommerceError({ status: 422, code: 'CART_EMPTY', message: 'Your cart is empty', field: 'cart' });
  }
  assertCartWithinTotalLimits(cart);
  return { cart, path: checkoutPathFor(cart.hash) };
}

/**
 * Handles one cart change, once, for every way it arrives: the `/cart`
 * page's forms, the product page's add form, and the `/api/store/cart*`
 * routes the headless hooks call. The input is parsed with the contract's
 * `cartIntentSchema` (a form's named fields or JSON, the same); the engine
 * does the change and prices the cart. A refusal throws the engine's
 * `CommerceError` (422 with the field it is about).
 *
 * @example
 * const { cart, headers } = await runCartIntent({ intent: 'update', key, quantity: 2 }, request, context);
 */
export async function runCartIntent(
  input: FormData | unknown,
  request: Request,
  context: AppLoadContext,
): Promise<CartIntentOutcome> {
  const parsed = parseCartIntent(input);
  if (!parsed.success) throw validationError(parsed.error);
  const intent = parsed.data;
  const token = readCartToken(request);
  const { carts } = context.commerce;
  const noCookie = new Headers();
  // The client address counts the carts it creates (`RATE_LIMITS.cartCreatePerIp`).
  const shopper = async () => ({
    customerId: (await getSession(request, context))?.customerId ?? null,
    ip: context.clientIp ?? 'unknown',
  });
  const created = (result: { token: string; cart: Cart }): CartIntentOutcome => ({
    intent,
    cart: result.cart,
    headers: cartTokenHeaders(request, token, result.token),
  });
  const changed = (cart: Cart): CartIntentOutcome => ({ intent, cart, headers: noCookie });

  switch (intent.intent) {
    case CART_INTENT.add: {
      const variantId = await variantOf(intent, context);
      const { quantity, properties } = intent;
      return created(await carts.add(token, { variant_id: variantId, quantity, properties }, await shopper()));
    }
    case CART_INTENT.addBatch:
      return created(await carts.addBatch(token, { items: intent.items }, await shopper()));
    case CART_INTENT.update:
      return changed(await carts.updateLine(token, intent.key, { quantity: intent.quantity }));
    case CART_INTENT.updateBatch:
      return changed(await carts.batchUpdate(token, { lines: intent.lines }));
    case CART_INTENT.remove:
      return changed(await carts.removeLine(token, intent.key));
    case CART_INTENT.removeBatch:
      return changed(await carts.batchRemove(token, { keys: intent.keys }));
    case CART_INTENT.note:
      return changed(await carts.setNote(token, { note: intent.note }));
    case CART_INTENT.couponApply: {
      await limitCouponTries(context, token);
      const { intent: _name, ...body } = intent;
      return changed(await carts.applyCoupon(token, body));
    }
    case CART_INTENT.couponRemove:
      return changed(await carts.removeCoupon(token, intent.code));
    case CART_INTENT.estimate: {
      const { country, province, postcode } = intent;
      return changed(await carts.setShippingAddress(token, { country, province, postcode }));
    }
    case CART_INTENT.shipping:
      return changed(await carts.selectShipping(token, { method_id: intent.method_id }));
    case CART_INTENT.startCheckout: {
      const { cart, path } = await startCheckout(token, context);
      return { ...changed(cart), checkoutPath: path };
    }
  }
}

/** The posted text fields, so a refused form shows what was typed (never a card or password: carts have none). */
function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/**
 * A page action over `runCartIntent` (the cart page, the product page's add
 * form) for forms posted with or without JavaScript: a change answers with a
 * redirect to `successPath` (the page again, so a reload never posts twice),
 * start-checkout with the checkout; a refusal answers its status with a
 * `CartActionFailure` that names the field and keeps what was typed.
 * `extra` adds fields the page knows (the product page's handle).
 */
export async function cartPageAction(
  request: Request,
  context: AppLoadContext,
  { successPath, extra = {} }: { successPath: string; extra?: Record<string, string> },
) {
  const form = await request.formData();
  for (const [name, value] of Object.entries(extra)) if (!form.has(name)) form.set(name, value);
  try {
    const outcome = await runCartIntent(form, request, context);
    return redirect(outcome.checkoutPath ?? successPath, { headers: outcome.headers });
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    const values = postedValues(form);
    const failure: CartActionFailure = {
      intent: values.intent ?? '',
      error: error.toJSON(),
      ...(values.key ? { key: values.key } : {}),
      values,
    };
    const retry = retryAfterHeaders(error);
    return data(failure, { status: error.status, ...(retry ? { headers: retry } : {}) });
  }
}
