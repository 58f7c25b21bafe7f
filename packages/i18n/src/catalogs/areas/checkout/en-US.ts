/** English texts of the cart page additions and the checkout pages: the source of this area's keys. */
export default {
  'checkoutPage.discount': 'Discount',
  'checkoutPage.taxes': 'Taxes',
  'checkoutPage.shippingLater': 'Calculated at the next step',
  'checkoutPage.secureCheckout': 'Secure checkout',

  'checkoutPage.cart.estimateTitle': 'Estimate shipping',
  'checkoutPage.cart.estimateSubmit': 'Show shipping options',
  'checkoutPage.cart.shippingSubmit': 'Use this shipping method',
  'checkoutPage.cart.noteLabel': 'Note for the store',
  'checkoutPage.cart.noteHint': 'Delivery instructions or a gift message.',
  'checkoutPage.cart.noteRemaining': '{count, plural, one {# character left} other {# characters left}}',
  'checkoutPage.cart.noteSave': 'Save note',
  'checkoutPage.cart.noteSaved': 'Your note is saved.',

  'checkoutPage.title': 'Checkout',
  'checkoutPage.description': 'Complete your order securely.',
  'checkoutPage.summaryShow': 'Show order summary',
  'checkoutPage.quantityBadge': '{count, plural, one {# piece} other {# pieces}}',
  'checkoutPage.chargedIn': 'You will be charged in {currency}.',
  'checkoutPage.fixFields': 'Please check the highlighted fields.',
  'checkoutPage.onePage': 'Check out on a single page',

  'checkoutPage.contact.heading': 'Contact',
  'checkoutPage.contact.email': 'Email',
  'checkoutPage.contact.marketing': 'Email me with news and offers',
  'checkoutPage.contact.addressHeading': 'Shipping address',
  'checkoutPage.contact.continue': 'Continue to shipping',

  'checkoutPage.review.shipTo': 'Ship to',
  'checkoutPage.review.method': 'Method',
  'checkoutPage.review.change': 'Change',

  'checkoutPage.shipping.continue': 'Continue to payment',
  'checkoutPage.shipping.enterAddress': 'Enter your address above, then show the shipping methods for it.',
  'checkoutPage.shipping.showMethods': 'Show shipping methods',

  'checkoutPage.payment.heading': 'Payment',
  'checkoutPage.payment.secure': 'All transactions are secure and encrypted. Card details are never stored.',
  'checkoutPage.payment.method.test_card': 'Credit or debit card',
  'checkoutPage.payment.method.cash_on_delivery': 'Cash on delivery',
  'checkoutPage.payment.method.bank_transfer': 'Bank transfer',
  'checkoutPage.payment.note.cash_on_delivery': 'Pay in cash when your order arrives.',
  'checkoutPage.payment.note.bank_transfer':
    'We will email you our bank details. Your order ships once the transfer arrives.',
  'checkoutPage.payment.payNow': 'Pay now',
  'checkoutPage.payment.placeOrder': 'Complete order',
  'checkoutPage.payment.paying': 'Processing your payment…',
  'checkoutPage.card.number': 'Card number',
  'checkoutPage.card.name': 'Name on card',
  'checkoutPage.card.expiry': 'Expiration date (MM / YY)',
  'checkoutPage.card.cvc': 'Security code',

  'checkoutPage.back.cart': 'Return to cart',
  'checkoutPage.back.contact': 'Return to information',
  'checkoutPage.back.shipping': 'Return to shipping',

  'checkoutPage.error.couponExpired': 'This discount code has expired.',
  'checkoutPage.error.couponNotStarted': 'This discount code is not active yet.',
  'checkoutPage.error.couponUsedUp': 'This discount code has reached its usage limit.',
  'checkoutPage.error.couponAlreadyUsed': 'You have already used this discount code.',
  'checkoutPage.error.outOfStock': 'Some items in your cart are no longer in stock. Please review your cart.',

  'checkoutPage.processing.title': 'Confirming your payment',
  'checkoutPage.processing.body':
    'Your order {number} is placed. We are waiting for the payment provider to confirm the payment; this page updates by itself.',
  'checkoutPage.processing.check': 'Check again',
  'checkoutPage.processing.failed': 'The payment for order {number} did not go through, so the order was cancelled.',

  'checkoutPage.thank.title': 'Thank you for your order!',
  'checkoutPage.thank.number': 'Order {number}',
  'checkoutPage.thank.confirmation': 'Your order confirmation goes to {email}.',
  'checkoutPage.thank.paymentStatus': 'Payment status',
  'checkoutPage.thank.paid': 'Paid',
  'checkoutPage.thank.unpaid': 'Awaiting payment',
  // Checkout pages from the kit.
  'checkoutPage.summaryHide': 'Hide order summary',
  'checkoutPage.shipping.updateTotal': 'Update total',
  'checkoutPage.payment.payAmount': 'Pay {amount}',
} as const;
