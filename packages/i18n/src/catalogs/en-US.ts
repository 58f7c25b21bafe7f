/**
 * The English catalogue: the source every other locale translates key for key
 * (ICU MessageFormat). `ui.<Component>.<label>` keys are the @vitrine/ui labels;
 * `checkout.<CODE>` keys translate checkout failures (spec 8: `checkout.{message}`).
 */
const enUS = {
  'common.skipToContent': 'Skip to content',
  'common.continueShopping': 'Continue shopping',
  'common.yourCart': 'Your cart',
  'common.cartEmpty': 'Your cart is empty',
  'common.cartLines': 'Items in your cart',
  'common.cartLoading': 'Loading your cart…',
  'common.cartUpdating': 'Updating your cart…',
  'common.itemCount': '{count, plural, one {# item} other {# items}}',
  'common.productCount': '{count, plural, one {# product} other {# products}}',
  'common.subtotal': 'Subtotal',
  'common.total': 'Total',
  'common.shipping': 'Shipping',
  'common.free': 'Free',
  'common.quantity': 'Quantity',
  'common.quantityFor': 'Quantity for {title}',
  'common.decreaseQuantity': 'Decrease quantity',
  'common.increaseQuantity': 'Increase quantity',
  'common.remove': 'Remove',
  'common.removeLine': 'Remove {title}',
  'common.lineRemoved': '{title} removed from your cart',
  'common.checkout': 'Check out',
  'common.viewCart': 'View cart',
  'common.close': 'Close',
  'common.apply': 'Apply',
  'common.adding': 'Adding…',
  'common.addToCart': 'Add to cart',
  'common.soldOut': 'Sold out',
  'common.optional': '(optional)',
  'common.tryAgain': 'Try again',
  'common.signIn': 'Sign in',
  'common.done': 'Done',
  'common.language': 'Language',
  'common.home': 'Home',
  'common.somethingWrong': 'Something went wrong',

  'header.collections': 'Collections',
  'header.changeLanguage': 'Change language',

  'footer.tagline': 'Everyday things, made well. Small-batch clothing and goods for the home.',
  'footer.shop': 'Shop',
  'footer.help': 'Help',
  'footer.freeShipping': 'Free shipping on orders over {amount}',
  'footer.returns': '30-day returns',

  'error.tryLater': 'Please try again in a moment.',
  'error.notFoundTitle': 'Page not found',
  'error.notFoundDetail': 'The page you are looking for does not exist or has moved.',

  'home.eyebrow': 'Autumn edit',
  'home.heroTitle': 'Everyday things, made well.',
  'home.heroLead': 'Linen, merino and stoneware from small workshops — chosen to be worn, used and kept for years.',
  'home.heroCta': 'Shop new arrivals',
  'home.newArrivals': 'New arrivals',
  'home.viewAll': 'View all',
  'home.shopByCollection': 'Shop by collection',

  'collection.sort.featured': 'Featured',
  'collection.sort.price-asc': 'Price, low to high',
  'collection.sort.price-desc': 'Price, high to low',
  'collection.sort.newest': 'Newest',
  'collection.sort.title-asc': 'Alphabetically, A–Z',
  'collection.sortBy': 'Sort by',
  'collection.empty': 'No products in this collection yet.',
  'collection.pagination': 'Pagination',
  'collection.previous': 'Previous',
  'collection.next': 'Next',
  'collection.pageOf': 'Page {page} of {pages}',

  'product.images': 'Product images',
  'product.soldOutMark': '(sold out)',
  'product.onlyLeft': '{count, plural, one {Only # left} other {Only # left}}',
  'product.addFailed': 'Could not add to cart, please try again',

  'cart.update': 'Update',
  'cart.quantityOf': 'Quantity of {title}',
  'cart.summary': 'Order summary',
  'cart.items': 'Items',
  'cart.taxNote': 'Shipping and taxes are calculated at checkout.',
  'cart.updateFailed': 'Could not update your cart, please try again',

  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid email',
  'validation.firstName': 'Enter a first name',
  'validation.lastName': 'Enter a last name',
  'validation.address': 'Enter an address',
  'validation.city': 'Enter a city',
  'validation.country': 'Choose a country',
  'validation.province': 'Choose a state / province',
  'validation.postcode': 'Enter a valid postcode',
  'validation.phone': 'Enter a valid phone number',
  'validation.phoneTooLong': 'Enter a phone number of at most {max} characters',
  'validation.tooLong': 'Enter at most {max} characters',
  'validation.poBox': 'A PO Box is not a valid address',
  'validation.taxId': 'Enter a valid CPF (11 digits) or CNPJ (14 digits)',
  'validation.klarnaName': 'Klarna needs a name of more than 1 character that is not only digits',
  'validation.shippingMethod': 'Choose a shipping method',
  'validation.paymentMethod': 'Choose a payment method',
  'validation.cardNumber': 'Enter a valid card number',
  'validation.cardName': 'Enter the name on the card',
  'validation.cardExpiry': 'Enter a valid expiration date',
  'validation.cardCvc': 'Enter a valid security code',
  'validation.trackingNumber': 'Enter a tracking number of 5 to 50 letters and digits',
  'validation.passwordMismatch': 'Password entries do not match',
  'validation.characterLimit': 'Character limit reached!',
  'validation.cartMinTotal': 'Must have at least {p} in total',
  'validation.cartMaxTotal': 'Must have at most {p} in total',
  'validation.selectVariant': 'Please, select at least one variant',

  'errors.timeout': 'Connection timed out, please try again',
  'errors.orderNotFound': 'Could Not Find Order',
  'errors.notFound': 'Not Found',
  'errors.shopClosed': 'This store is closed at the moment. Please come back later.',
  'errors.unableToPay': 'Unable to pay, Please contact the owner.',
  'errors.domainNoPayment': 'Orders cannot be paid on this domain.',
  'errors.frequentOperations': 'Frequent operations, please try again tomorrow',
  'errors.authorizationExpired': 'Credit card authorization has expired. Please pay again.',
  'errors.paymentNotAvailable': 'This payment is not available, please try another payment',
  'errors.couponNotMatched': 'The coupon code did not match',
  'errors.googlePayUnavailable': 'Google Pay is not available in this browser.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Something went wrong with your payment. Please try again or use another payment method.',
  'checkout.PAYMENT_UNAVAILABLE':
    'This payment method is unavailable right now. Please try again later or use another payment method.',
  'checkout.PAYMENT_TIMEOUT': 'The payment timed out. Please try again or use another payment method.',
  'checkout.PAYMENT_POLICY_REASONS': 'This payment was refused for policy reasons. Please use another payment method.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'The payment was refused because the shipping address looks incorrect. Please check it and try again, or use another payment method.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'The payment was refused because the email address is not valid. Please check it and try again, or use another payment method.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'This payment method is not available in your country. Please use another payment method.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'This payment method does not support the currency of your order. Please use another payment method.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'The order total is above what this payment method allows. Please use another payment method.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'You have reached the amount or number of payments allowed. Please try again later or use another payment method.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'There are not enough funds for this payment. Please use another payment method.',
  'checkout.PAYMENT_CANCELED': 'The payment was canceled. Please try again or use another payment method.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'This looks like a repeated payment, so it was not taken again. Please check your orders, or try again with another payment method.',
  'checkout.PAYMENT_DECLINED': 'Your payment was declined. Please try again or use another payment method.',
  'checkout.PAYMENT_CARD_INVALID': 'Your card is not valid. Please check the card details or use another card.',
  'checkout.PAYMENT_CARD_DECLINED': 'Your card was declined. Please try again or use another card.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Your card could not be verified with 3D Secure. Please try again or use another card.',
  'checkout.PAYMENT_CARD_LOST': 'Your card was declined. Please contact your bank or use another card.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Your card has expired. Please use another card.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'This type of card is not accepted. Please use another card or payment method.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'The security code (CVV) is incorrect. Please check it and try again, or use another card.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'The expiration date is incorrect. Please check it and try again, or use another card.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Your card has insufficient funds. Please use another card or payment method.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'The card number or cardholder name is incorrect. Please check them and try again, or use another card.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Your card is blocked after too many PIN attempts. Please contact your bank or use another card.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Your card can not be used for this payment. Please use another card.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED': 'Your card could not be verified. Please try again or use another card.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal is still processing your payment. Please wait a moment and try again, or use another payment method.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal declined the payment. Please try again or use another payment method.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal could not redeem this payment. Please try again or use another payment method.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal has already processed this payment. Please check your orders, or try again with another payment method.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'This PayPal payment was already taken. Please check your orders, or try again with another payment method.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal needs you to complete an action. Please finish it in PayPal and try again, or use another payment method.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'The postal code does not match your card. Please check it and try again, or use another payment method.',
  'checkout.PAYMENT_EXPIRED': 'The payment session has expired. Please try again or use another payment method.',
  'checkout.PAYMENT_PENDING':
    'Your payment is pending. We will confirm your order once it is complete; otherwise please try again or use another payment method.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Postal code not deliverable',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'This order cannot be shipped to the entered address',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'No shipping methods available',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'No payment methods available',
  'checkout.COUPON_NOT_MATCHED': 'The coupon code did not match',
  'checkout.TOO_MANY_REQUESTS': 'Frequent operations, please try again tomorrow',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Your total changed, for example because of the shipping method. Nothing was charged: check the new total and pay again.',
  'checkout.CHECKOUT_NOT_PLACED':
    'The payment could not be completed and no order was placed, so nothing was charged. Check your connection and try again.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'We could not reach the store to confirm your order. Check your connection and pay again: you will never be charged twice for this order.',
};

export default enUS;
