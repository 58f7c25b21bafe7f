import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { assertCartWithinTotalLimits, CommerceError } from '@vitrine/commerce';
import { readCartToken } from './cart-cookie.server';
import { limitCouponTries } from '../server/rate-limit.server';

/** What the cart action answers when a change was refused: the error, the line it is about, and what was typed. */
export interface CartActionFailure {
  intent: string;
  error: { status: number; code: string; message: string; field?: string };
  key?: string;
  values?: Record<string, string>;
}

/** Where the cart's "Check out" goes: the checkout of this cart (spec 2: /checkouts/{hash}). */
export function checkoutPathFor(hash: string): string {
  return `/checkouts/${encodeURIComponent(hash)}`;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Cart changes posted by plain forms (JavaScript off) and by the enhanced page:
 * quantities, removal, discount code, shipping estimate and method, the note,
 * and starting checkout. A success shows the cart again (or opens checkout);
 * a refusal answers 4xx with the engine's error on the field it is about.
 */
export async function changeCartFromForm(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const key = text(form, 'key');
  const token = readCartToken(request);
  const { carts } = context.commerce;
  const failure = (error: CartActionFailure['error'], values?: Record<string, string>) =>
    data({ intent, error, ...(key ? { key } : {}), ...(values ? { values } : {}) } satisfies CartActionFailure, {
      status: error.status,
    });
  try {
    switch (intent) {
      case 'update':
        await carts.updateLine(token, key, { quantity: form.get('quantity') });
        break;
      case 'remove':
        await carts.removeLine(token, key);
        break;
      case 'coupon-apply':
        await limitCouponTries(context, token);
        await carts.applyCoupon(token, { code: text(form, 'code'), position: 'cart' });
        break;
      case 'coupon-remove':
        await carts.removeCoupon(token, text(form, 'code'));
        break;
      case 'estimate':
        await carts.setShippingAddress(token, {
          country: text(form, 'country'),
          province: text(form, 'province'),
          postcode: text(form, 'postcode'),
        });
        break;
      case 'shipping':
        await carts.selectShipping(token, { method_id: text(form, 'method_id') });
        break;
      case 'note':
        await carts.setNote(token, { note: text(form, 'note') });
        break;
      case 'checkout': {
        const cart = await carts.get(token);
        if (Object.keys(cart.cart).length === 0 || !cart.hash) {
          return failure({ status: 422, code: 'CART_EMPTY', message: 'Your cart is empty', field: 'cart' });
        }
        assertCartWithinTotalLimits(cart);
        return redirect(checkoutPathFor(cart.hash));
      }
      default:
        return failure({ status: 422, code: 'VALIDATION_FAILED', message: 'Unknown cart action', field: 'intent' });
    }
  } catch (error) {
    if (error instanceof CommerceError) {
      // The note and the code come back so the shopper does not type them again.
      const values: Record<string, string> | undefined =
        intent === 'note' ? { note: text(form, 'note') } : intent.startsWith('coupon') ? { code: text(form, 'code') } : undefined;
      return failure(error.toJSON(), values);
    }
    throw error;
  }
  return redirect('/cart');
}
