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
  const subtotal = cart.cart_contents_total;
  const shipping = cart.shipping_total + cart.shipping_insurance;
  // The cart may report goods tax beside the shipping tax; read it without depending on its shape.
  const goodsTax = (cart as unknown as { tax_total?: unknown }).tax_total;
  let tax = cart.shipping_tax_total + (typeof goodsTax === 'number' ? goodsTax : 0);
  const total = cart.cart_total;
  let discount = subtotal + shipping + tax - total;
  if (discount < 0) {
    // More is due than the parts we know of explain: count the difference as tax, never as a negative discount.
    tax -= discount;
    discount = 0;
  }
  return { subtotal, discount, shipping, tax, total };
}
