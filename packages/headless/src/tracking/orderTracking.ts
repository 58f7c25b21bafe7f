import type { Cart, CartLine, Order } from '../contract';
import { buildAddToCart, type TrackingEvent } from './tracking';
import type { AddToCartPayload, OrderEventFields, TrackedItem } from './tracking.types';

/** Bus name of the begin-checkout event (the adapters' `ANALYTICS_EVENTS.beginCheckout`). */
export const BEGIN_CHECKOUT_EVENT = 'track:begin_checkout';

/**
 * A cart line as the analytics networks receive it: product, variant, SKU,
 * title, unit price (minor units) and quantity, as the server priced it.
 *
 * @example
 * trackedItemOfLine(cart.cart[key]); // { productId: 18, variantId: 119, sku: 'CFC-1', title: 'Cedar & Fig Candle', price: 3800, quantity: 2 }
 */
export function trackedItemOfLine(line: CartLine): TrackedItem {
  return {
    productId: line.product.ID,
    variantId: line.variant.ID,
    sku: line.variant.sku,
    title: line.product.title,
    price: line.variant.price,
    quantity: line.quantity,
  };
}

/**
 * The begin-checkout event of a cart: every line, the cart's currency, and
 * the lines' value.
 *
 * @example
 * const event = beginCheckoutFromCart(cart);
 * bus.publish(event.name, event.payload);
 */
export function beginCheckoutFromCart(cart: Cart): TrackingEvent<AddToCartPayload> {
  const { payload } = buildAddToCart({
    items: Object.values(cart.cart).map(trackedItemOfLine),
    currency: cart.currency,
  });
  return { name: BEGIN_CHECKOUT_EVENT, payload };
}

/**
 * The purchase's fields for `buildPurchase` / `trackPurchase`, from the order
 * the server placed: its id and number, its lines named by product and
 * variant (the ids the add to cart used), and what the server charged (the
 * event's value: `total`, minor units, in the order's currency), with
 * shipping and tax.
 *
 * @example
 * trackPurchase(purchaseFromOrder(loaderData.order));
 */
export function purchaseFromOrder(order: Order): OrderEventFields {
  return {
    orderId: order.id,
    orderNumber: order.number,
    currency: order.currency,
    quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    items: order.lines.map((line) => ({
      productId: line.product_id,
      variantId: line.variant_id,
      sku: line.sku,
      title: line.product_title,
      price: line.unit_price,
      quantity: line.quantity,
    })),
    total: order.total,
    orderShipping: order.shipping,
    taxesTotal: order.tax,
    orderPayTime: order.payment_status === 'paid' ? order.placed_at : null,
    userData: { email: order.email },
  };
}
