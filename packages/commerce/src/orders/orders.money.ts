import type { Cart } from '@vitrine/headless/contract';

/** The amounts an order keeps, all in minor units of the cart currency. */
export interface OrderMoney {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * Splits the cart's amount due into the order's columns. The total is always
 * the cart's `cart_total` (computed by the cart, never sent by the shopper);
 * the discount is what makes the parts add up to it, so
 * `subtotal − discount + shipping + tax = total` holds for every order.
 */
export function orderMoney(cart: Cart): OrderMoney {
  // The priced cart adds these fields to the contract's cart shape; read them without depending on it.
  const priced = cart as unknown as { cart_subtotal?: unknown; tax_total?: unknown; taxes_included?: unknown };
  // Goods before discounts, so the order shows what the coupon took off.
  const subtotal = typeof priced.cart_subtotal === 'number' ? priced.cart_subtotal : cart.cart_contents_total;
  const shipping = cart.shipping_total + cart.shipping_insurance;
  // `tax_total` already holds the shipping tax; prices that include tax add nothing on top of the total.
  let tax =
    priced.taxes_included === true
      ? 0
      : typeof priced.tax_total === 'number'
        ? priced.tax_total
        : cart.shipping_tax_total;
  const total = cart.cart_total;
  let discount = subtotal + shipping + tax - total;
  if (discount < 0) {
    // More is due than the parts we know of explain: count the difference as tax, never as a negative discount.
    tax -= discount;
    discount = 0;
  }
  return { subtotal, discount, shipping, tax, total };
}
