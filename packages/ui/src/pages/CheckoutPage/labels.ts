/**
 * Text of the checkout pages; override to translate. The English is the
 * shop's catalogue English (`checkoutPage.*`), so a page without a provider
 * reads exactly like the shop in en-US.
 */
export interface CheckoutPageLabels {
  title: string;
  summary: string;
  summaryShow: string;
  summaryHide: string;
  linesLabel: string;
  quantityBadge: (count: number) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  shippingLater: string;
  taxes: string;
  total: string;
  free: string;
  chargedIn: (currency: string) => string;
  fixFields: string;
  onePage: string;
  contactHeading: string;
  email: string;
  marketing: string;
  addressHeading: string;
  continueToShipping: string;
  reviewContact: string;
  reviewShipTo: string;
  reviewMethod: string;
  reviewChange: string;
  continueToPayment: string;
  enterAddress: string;
  showMethods: string;
  updateTotal: string;
  paymentHeading: string;
  paymentSecure: string;
  payNow: string;
  /** The pay button with the amount charged (spec: the one-page total is the total charged). */
  payAmount: (amount: string) => string;
  paying: string;
  cardNumber: string;
  cardName: string;
  cardExpiry: string;
  cardCvc: string;
  backToCart: string;
  backToContact: string;
  backToShipping: string;
  noPaymentMethods: string;
}

export const DEFAULT_CHECKOUT_PAGE_LABELS: CheckoutPageLabels = {
  title: 'Checkout',
  summary: 'Order summary',
  summaryShow: 'Show order summary',
  summaryHide: 'Hide order summary',
  linesLabel: 'Items in your cart',
  quantityBadge: (count) => (count === 1 ? '1 piece' : `${count} pieces`),
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  shippingLater: 'Calculated at the next step',
  taxes: 'Taxes',
  total: 'Total',
  free: 'Free',
  chargedIn: (currency) => `You will be charged in ${currency}.`,
  fixFields: 'Please check the highlighted fields.',
  onePage: 'Check out on a single page',
  contactHeading: 'Contact',
  email: 'Email',
  marketing: 'Email me with news and offers',
  addressHeading: 'Shipping address',
  continueToShipping: 'Continue to shipping',
  reviewContact: 'Contact',
  reviewShipTo: 'Ship to',
  reviewMethod: 'Method',
  reviewChange: 'Change',
  continueToPayment: 'Continue to payment',
  enterAddress: 'Enter your address above, then show the shipping methods for it.',
  showMethods: 'Show shipping methods',
  updateTotal: 'Update total',
  paymentHeading: 'Payment',
  paymentSecure: 'All transactions are secure and encrypted. Card details are never stored.',
  payNow: 'Pay now',
  payAmount: (amount) => `Pay ${amount}`,
  paying: 'Processing your payment…',
  cardNumber: 'Card number',
  cardName: 'Name on card',
  cardExpiry: 'Expiration date (MM / YY)',
  cardCvc: 'Security code',
  backToCart: 'Return to cart',
  backToContact: 'Return to information',
  backToShipping: 'Return to shipping',
  noPaymentMethods: 'No payment methods available',
};

/** Text of the thank-you and payment-wait pages. */
export interface OrderConfirmationLabels {
  thankTitle: string;
  orderNumber: (number: string) => string;
  confirmation: (email: string) => string;
  paymentStatus: string;
  paid: string;
  unpaid: string;
  shipTo: string;
  continueShopping: string;
  processingTitle: string;
  processingBody: (number: string) => string;
  processingCheck: string;
  processingFailed: (number: string) => string;
  backToCart: string;
}

export const DEFAULT_ORDER_CONFIRMATION_LABELS: OrderConfirmationLabels = {
  thankTitle: 'Thank you for your order!',
  orderNumber: (number) => `Order ${number}`,
  confirmation: (email) => `Your order confirmation goes to ${email}.`,
  paymentStatus: 'Payment status',
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  shipTo: 'Ship to',
  continueShopping: 'Continue shopping',
  processingTitle: 'Confirming your payment',
  processingBody: (number) =>
    `Your order ${number} is placed. We are waiting for the payment provider to confirm the payment; this page updates by itself.`,
  processingCheck: 'Check again',
  processingFailed: (number) => `The payment for order ${number} did not go through, so the order was cancelled.`,
  backToCart: 'Return to cart',
};
