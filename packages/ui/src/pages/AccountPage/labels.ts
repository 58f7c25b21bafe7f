/**
 * Text of the account pages, grouped as the shop's catalogue groups them
 * (`account.<group>.<text>`); the English is the catalogue's. Override to translate.
 */
export interface AccountLabels {
  nav: {
    label: string;
    account: string;
    wishlist: string;
    signedInAs: (email: string) => string;
    profile: string;
    addresses: string;
    orders: string;
    signOut: string;
  };
  field: {
    email: string;
    password: string;
    newPassword: string;
    passwordConfirmation: string;
    passwordHint: (min: number) => string;
    firstName: string;
    lastName: string;
  };
  common: {
    saving: string;
    cancel: string;
    edit: string;
    delete: string;
  };
  error: {
    invalidCredentials: string;
    notVerified: string;
    emailTaken: string;
    linkInvalid: string;
    linkExpired: string;
    passwordTooShort: (min: number) => string;
    staleForm: string;
    addressBookFull: string;
    addressGone: string;
    wishlistFull: string;
    productGone: string;
    outOfStock: string;
    generic: string;
  };
  login: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    forgot: string;
    createAccount: string;
    verifiedNotice: string;
    resetNotice: string;
    signedOutNotice: string;
  };
  register: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    haveAccount: string;
    toLogin: string;
    sentTitle: string;
    sentText: (email: string) => string;
    sentHelp: string;
  };
  verify: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    failedHelp: string;
    missingHelp: string;
    registerAgain: string;
  };
  forgot: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    sentTitle: string;
    sentText: (email: string) => string;
  };
  reset: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    newLink: string;
  };
  profile: {
    title: string;
    details: string;
    memberSince: string;
    marketing: string;
    marketingHelp: string;
    save: string;
    saved: string;
    recentOrders: string;
    allOrders: (count: number) => string;
    addressCount: (count: number) => string;
  };
  addresses: {
    title: string;
    listLabel: string;
    add: string;
    addTitle: string;
    editTitle: string;
    empty: string;
    default: string;
    makeDefault: string;
    setDefault: string;
    editOf: (name: string, line: string) => string;
    deleteOf: (name: string, line: string) => string;
    confirmDelete: string;
    created: string;
    updated: string;
    deleted: string;
    defaultChanged: string;
  };
  orders: {
    title: string;
    none: string;
    count: (count: number) => string;
    order: string;
    date: string;
    status: string;
    items: string;
    orderNumber: (number: string) => string;
    placedOn: (date: string) => string;
    back: string;
    pages: string;
    pageOf: (page: number, pages: number) => string;
    newer: string;
    older: string;
    quantityTimes: (quantity: number) => string;
    discount: string;
    tax: string;
    refunded: string;
    shippingAddress: string;
    payment: string;
    paymentMethod: string;
  };
  status: {
    paid: string;
    unpaid: string;
    refunded: string;
    partiallyRefunded: string;
    fulfilled: string;
    unfulfilled: string;
    cancelled: string;
  };
  wishlist: {
    title: string;
    signInPrompt: string;
    chooseOption: (title: string) => string;
    removeOf: (title: string) => string;
    added: string;
    removed: string;
  };
  /** The shop's words every page shares (their catalogue keys are `common.*`, mapped by the i18n package). */
  shared: {
    subtotal: string;
    shipping: string;
    free: string;
    total: string;
    itemCount: (count: number) => string;
    productCount: (count: number) => string;
    soldOut: string;
    addToCart: string;
    remove: string;
    viewCart: string;
    signIn: string;
  };
  tracking: {
    title: string;
    intro: string;
    byOrder: string;
    orderNumber: string;
    orderNumberHint: string;
    submit: string;
    or: string;
    trackingNumber: string;
    submitNumber: string;
    searching: string;
    empty: string;
    carrierLink: (carrier: string) => string;
  };
}

export const DEFAULT_ACCOUNT_LABELS: AccountLabels = {
  nav: {
    label: 'Your account',
    account: 'Your account',
    wishlist: 'Wish list',
    signedInAs: (email) => `Signed in as ${email}`,
    profile: 'Profile',
    addresses: 'Addresses',
    orders: 'Orders',
    signOut: 'Sign out',
  },
  field: {
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirmation: 'Repeat the password',
    passwordHint: (min) => `At least ${min} characters. A few words you will remember work well.`,
    firstName: 'First name',
    lastName: 'Last name',
  },
  common: {
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
  },
  error: {
    invalidCredentials: 'The e-mail address or the password is not right. Check both and try again.',
    notVerified: 'Please confirm your e-mail address first: open the link we sent you when you signed up.',
    emailTaken: 'There is already an account with this e-mail address. Sign in, or reset your password.',
    linkInvalid: 'This link does not work, or it was already used.',
    linkExpired: 'This link has expired.',
    passwordTooShort: (min) => `Use at least ${min} characters`,
    staleForm: 'This page was open for a long time. Please reload it and try again.',
    addressBookFull: 'Your address book is full. Delete an address you no longer use first.',
    addressGone: 'This address no longer exists.',
    wishlistFull: 'Your wish list is full. Remove a product first.',
    productGone: 'This product is no longer available.',
    outOfStock: 'Not enough of this product is in stock.',
    generic: 'That did not work. Please check what you entered and try again.',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in to see your orders, addresses and wish list.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    createAccount: 'Create an account',
    verifiedNotice: 'Your e-mail address is confirmed. You can sign in now.',
    resetNotice: 'Your password was changed. Sign in with the new one.',
    signedOutNotice: 'You are signed out.',
  },
  register: {
    title: 'Create an account',
    intro: 'Keep your addresses, follow your orders and save products for later.',
    submit: 'Create account',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account?',
    toLogin: 'Sign in',
    sentTitle: 'Check your inbox',
    sentText: (email) => `We sent a link to ${email}. Open it within 20 minutes to confirm your address.`,
    sentHelp: 'No e-mail? Look in your spam folder. If the link has expired, simply sign up again.',
  },
  verify: {
    title: 'Confirm your e-mail address',
    intro: 'One last step: confirm that this e-mail address is yours.',
    submit: 'Confirm my e-mail address',
    submitting: 'Confirming…',
    failedHelp: 'If you already confirmed your address, just sign in. Otherwise sign up again for a new link.',
    missingHelp: 'Open the link exactly as it is in the e-mail we sent you.',
    registerAgain: 'Sign up again',
  },
  forgot: {
    title: 'Reset your password',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send the link',
    submitting: 'Sending…',
    sentTitle: 'Check your inbox',
    sentText: (email) =>
      `If there is an account for ${email}, a link to reset its password is on its way. It works for one hour.`,
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Afterwards you will be signed out everywhere and can sign in with the new password.',
    submit: 'Save the new password',
    submitting: 'Saving…',
    newLink: 'Send me a new link',
  },
  profile: {
    title: 'Your account',
    details: 'Your details',
    memberSince: 'Customer since',
    marketing: 'Send me news and offers by e-mail',
    marketingHelp: 'At most a few times a month. You can turn this off at any time.',
    save: 'Save changes',
    saved: 'Your details are saved.',
    recentOrders: 'Recent orders',
    allOrders: (count) => (count === 0 ? 'Order history' : count === 1 ? 'See your order' : `See all ${count} orders`),
    addressCount: (count) =>
      count === 0 ? 'No saved addresses yet' : count === 1 ? '1 saved address' : `${count} saved addresses`,
  },
  addresses: {
    title: 'Addresses',
    listLabel: 'Your saved addresses',
    add: 'Add a new address',
    addTitle: 'New address',
    editTitle: 'Edit address',
    empty: 'You have no saved addresses yet. Add one to check out faster.',
    default: 'Default address',
    makeDefault: 'Use as my default address',
    setDefault: 'Make default',
    editOf: (name, line) => `Edit the address of ${name}, ${line}`,
    deleteOf: (name, line) => `Delete the address of ${name}, ${line}`,
    confirmDelete: 'Delete this address?',
    created: 'The address was added.',
    updated: 'The address was saved.',
    deleted: 'The address was deleted.',
    defaultChanged: 'Your default address was changed.',
  },
  orders: {
    title: 'Orders',
    none: 'You have not placed any orders yet.',
    count: (count) => (count === 1 ? '1 order' : `${count} orders`),
    order: 'Order',
    date: 'Date',
    status: 'Status',
    items: 'Items',
    orderNumber: (number) => `Order ${number}`,
    placedOn: (date) => `Placed on ${date}`,
    back: 'All orders',
    pages: 'Order history pages',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    newer: 'Newer orders',
    older: 'Older orders',
    quantityTimes: (quantity) => `Qty ${quantity}`,
    discount: 'Discount',
    tax: 'Taxes',
    refunded: 'Refunded',
    shippingAddress: 'Shipping address',
    payment: 'Payment',
    paymentMethod: 'Payment method',
  },
  status: {
    paid: 'Paid',
    unpaid: 'Awaiting payment',
    refunded: 'Refunded',
    partiallyRefunded: 'Partly refunded',
    fulfilled: 'Shipped',
    unfulfilled: 'Not shipped yet',
    cancelled: 'Cancelled',
  },
  wishlist: {
    title: 'Wish list',
    signInPrompt: 'Sign in to see the products you saved, on any device.',
    chooseOption: (title) => `Option of ${title}`,
    removeOf: (title) => `Remove ${title} from your wish list`,
    added: 'Added to your cart.',
    removed: 'The product was removed from your wish list.',
  },
  shared: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
    productCount: (count) => (count === 1 ? '1 product' : `${count} products`),
    soldOut: 'Sold out',
    addToCart: 'Add to cart',
    remove: 'Remove',
    viewCart: 'View cart',
    signIn: 'Sign in',
  },
  tracking: {
    title: 'Track your order',
    intro: 'Follow your order from our warehouse to your door.',
    byOrder: 'Find your order',
    orderNumber: 'Order number',
    orderNumberHint: 'For example VT-100123. It is in your order confirmation.',
    submit: 'Track order',
    or: 'or',
    trackingNumber: 'Tracking number',
    submitNumber: 'Track parcel',
    searching: 'Looking it up…',
    empty: 'Enter your order number and e-mail address to see where your order is.',
    carrierLink: (carrier) => `Follow the parcel on the ${carrier} website`,
  },
};
