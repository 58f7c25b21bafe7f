/** Text of {@link CheckoutSteps}; override to translate. */
export interface CheckoutStepsLabels {
  /** Accessible name of the navigation. */
  nav: string;
  cart: string;
  contact_information: string;
  shipping_method: string;
  payment_method: string;
  all_in_one_checkout: string;
  /** Screen-reader suffix of a finished step. */
  completed: string;
}

export const DEFAULT_CHECKOUT_STEPS_LABELS: CheckoutStepsLabels = {
  nav: 'Checkout steps',
  cart: 'Cart',
  contact_information: 'Information',
  shipping_method: 'Shipping',
  payment_method: 'Payment',
  all_in_one_checkout: 'Checkout',
  completed: '(completed)',
};
