import type { PricedCartJson } from '@vitrine/headless/contract';
import { demoCountries, demoShippingMethods } from '../../fixtures/checkout';
import { demoCart } from '../../fixtures/demo';
import type { CheckoutValues } from './CheckoutPage';
import type { PaymentOption } from './PaymentSection';

/**
 * A cart as the engine prices it at checkout (written once, used by the
 * checkout page's stories and tests): the demo lines, shipping to Oregon with
 * standard shipping chosen, tax on top.
 */
export function demoCheckoutCart(selected: string | null = 'standard'): PricedCartJson {
  const cart = demoCart();
  const lines = Object.values(cart.cart).map((line) => ({
    ...line,
    line_subtotal: line.line_total,
    discounts: [],
    line_tax: 0,
  }));
  const method = demoShippingMethods.find((m) => m.id === selected);
  const shipping = method?.cost ?? 0;
  const tax = Math.round(cart.cart_contents_total * 0.08);
  return {
    ...cart,
    cart: Object.fromEntries(lines.map((line) => [line.key, line])),
    shipping: { methods: demoShippingMethods, selected },
    shipping_total: shipping,
    address: { country: 'US', province: 'OR', postcode: '97210' },
    cart_subtotal: cart.cart_contents_total,
    discount_total: 0,
    tax_total: tax,
    cart_total: cart.cart_contents_total + shipping + tax,
    taxes_included: false,
    note: '',
    customer_email: null,
    payment_method: 'test_card',
  };
}

export const demoCheckoutCountries = demoCountries.map(({ code, name }) => ({ code, name }));
export const demoCheckoutCountry = demoCountries.find((c) => c.code === 'US')!;

export const demoPaymentOptions: PaymentOption[] = [
  { id: 'test_card', kind: 'card', title: 'Credit or debit card' },
  { id: 'cash_on_delivery', kind: 'manual', title: 'Cash on delivery', note: 'Pay in cash when your order arrives.' },
];

export const demoCheckoutValues: CheckoutValues = {
  email: 'maya@example.com',
  accepts_marketing: false,
  shipping_address: {
    country: 'US',
    first_name: 'Maya',
    last_name: 'Lindqvist',
    address1: '2150 NW Lovejoy St',
    city: 'Portland',
    province: 'OR',
    postcode: '97210',
    phone: '503 555 0142',
  },
  shipping_method_id: 'standard',
  payment_method: 'test_card',
};
