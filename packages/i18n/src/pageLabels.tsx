import type { ReactNode } from 'react';
import { I18nTables } from './I18nProvider';
import type { LabelTables, ToValues } from './uiLabels';

/**
 * The label keys of the checkout and account page compositions of
 * `@vitrine/ui`: each page label reuses the shop's translated text
 * of the same words, so nothing is translated twice.
 */
const CHECKOUT_PAGE_KEYS: Readonly<Record<string, string>> = {
  title: 'checkoutPage.title',
  summary: 'cart.summary',
  summaryShow: 'checkoutPage.summaryShow',
  summaryHide: 'checkoutPage.summaryHide',
  linesLabel: 'common.cartLines',
  quantityBadge: 'checkoutPage.quantityBadge',
  subtotal: 'common.subtotal',
  discount: 'checkoutPage.discount',
  shipping: 'common.shipping',
  shippingLater: 'checkoutPage.shippingLater',
  taxes: 'checkoutPage.taxes',
  total: 'common.total',
  free: 'common.free',
  chargedIn: 'checkoutPage.chargedIn',
  fixFields: 'checkoutPage.fixFields',
  onePage: 'checkoutPage.onePage',
  contactHeading: 'checkoutPage.contact.heading',
  email: 'checkoutPage.contact.email',
  marketing: 'checkoutPage.contact.marketing',
  addressHeading: 'checkoutPage.contact.addressHeading',
  continueToShipping: 'checkoutPage.contact.continue',
  reviewContact: 'checkoutPage.contact.heading',
  reviewShipTo: 'checkoutPage.review.shipTo',
  reviewMethod: 'checkoutPage.review.method',
  reviewChange: 'checkoutPage.review.change',
  continueToPayment: 'checkoutPage.shipping.continue',
  enterAddress: 'checkoutPage.shipping.enterAddress',
  showMethods: 'checkoutPage.shipping.showMethods',
  updateTotal: 'checkoutPage.shipping.updateTotal',
  paymentHeading: 'checkoutPage.payment.heading',
  paymentSecure: 'checkoutPage.payment.secure',
  payNow: 'checkoutPage.payment.payNow',
  payAmount: 'checkoutPage.payment.payAmount',
  paying: 'checkoutPage.payment.paying',
  cardNumber: 'checkoutPage.card.number',
  cardName: 'checkoutPage.card.name',
  cardExpiry: 'checkoutPage.card.expiry',
  cardCvc: 'checkoutPage.card.cvc',
  backToCart: 'checkoutPage.back.cart',
  backToContact: 'checkoutPage.back.contact',
  backToShipping: 'checkoutPage.back.shipping',
  noPaymentMethods: 'checkout.NO_PAYMENT_METHODS_AVAILABLE',
};

const ORDER_CONFIRMATION_KEYS: Readonly<Record<string, string>> = {
  thankTitle: 'checkoutPage.thank.title',
  orderNumber: 'checkoutPage.thank.number',
  confirmation: 'checkoutPage.thank.confirmation',
  paymentStatus: 'checkoutPage.thank.paymentStatus',
  paid: 'checkoutPage.thank.paid',
  unpaid: 'checkoutPage.thank.unpaid',
  shipTo: 'checkoutPage.review.shipTo',
  continueShopping: 'common.continueShopping',
  processingTitle: 'checkoutPage.processing.title',
  processingBody: 'checkoutPage.processing.body',
  processingCheck: 'checkoutPage.processing.check',
  processingFailed: 'checkoutPage.processing.failed',
  backToCart: 'checkoutPage.back.cart',
};

/** The policy pages and the contact form on the contact-us page: the shop's own translated text. */
const CONTACT_FORM_KEYS: Readonly<Record<string, string>> = {
  title: 'policy.contact.formTitle',
  name: 'policy.contact.name',
  email: 'policy.contact.email',
  phone: 'policy.contact.phone',
  orderNumber: 'policy.contact.orderNumber',
  orderNumberHint: 'policy.contact.orderNumberHint',
  topic: 'policy.contact.topic',
  chooseTopic: 'policy.contact.chooseTopic',
  ...Object.fromEntries(
    ['order', 'shipping', 'returns', 'product', 'payment', 'other'].map((topic) => [
      `topics.${topic}`,
      `policy.contact.topic.${topic}`,
    ]),
  ),
  message: 'policy.contact.message',
  messageHint: 'policy.contact.messageHint',
  send: 'policy.contact.send',
  sending: 'policy.contact.sending',
  sent: 'policy.contact.sent',
};
const CONTACT_CHANNELS_KEYS: Readonly<Record<string, string>> = {
  title: 'policy.contact.channels',
  emailUs: 'policy.contact.emailUs',
  callUs: 'policy.contact.callUs',
  visitUs: 'policy.contact.visitUs',
  hours: 'policy.contact.hours',
  hoursRow: 'policy.contact.hoursRow',
};

/** The search page, its filters and chips: the shop's own search texts. */
const SEARCH_PAGE_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['title', 'resultsFor', 'label', 'placeholder', 'submit', 'resultCount', 'correctedTo', 'anyWord', 'invalid']
      .concat(['clearFilters', 'activeFilters', 'removeFilter', 'filters', 'applyFilters'])
      .map((label) => [label, `search.${label}`]),
  ),
  ...Object.fromEntries(
    [
      'collection',
      'anyCollection',
      'price',
      'anyPrice',
      'andAbove',
      'availability',
      'anyAvailability',
      'inStock',
      'soldOut',
    ].map((facet) => [`facet.${facet}`, `search.facet.${facet}`]),
  ),
};
const COLLECTIONS_INDEX_PAGE_KEYS: Readonly<Record<string, string>> = {
  title: 'browse.collections.title',
  lead: 'browse.collections.lead',
  empty: 'browse.collections.empty',
  shopAll: 'browse.collections.shopAll',
  productCount: 'common.productCount',
};

/** Words the account pages share with the rest of the shop: the shop's own translated text. */
const ACCOUNT_PAGE_KEYS: Readonly<Record<string, string>> = {
  'shared.subtotal': 'common.subtotal',
  'shared.shipping': 'common.shipping',
  'shared.free': 'common.free',
  'shared.total': 'common.total',
  'shared.itemCount': 'common.itemCount',
  'shared.productCount': 'common.productCount',
  'shared.soldOut': 'common.soldOut',
  'shared.addToCart': 'common.addToCart',
  'shared.remove': 'common.remove',
  'shared.viewCart': 'common.viewCart',
  'shared.signIn': 'common.signIn',
};

const prefixed = (component: string, keys: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(keys).map(([label, key]) => [`${component}.${label}`, key]));

/**
 * Page compositions whose labels are a whole area of the shop's catalogue: every
 * `account.<key>` message is the `AccountPages.<key>` label. Read from the
 * messages at hand, so no catalogue is bundled just to list its keys.
 */
const PAGE_LABEL_AREAS: Readonly<Record<string, string>> = {
  AccountPages: 'account.',
  BlogPages: 'blog.',
  SocialSignIn: 'oidc.',
};

/** Page label path → catalogue key. */
const PAGE_LABEL_KEYS: Readonly<Record<string, string>> = {
  ...prefixed('CheckoutPage', CHECKOUT_PAGE_KEYS),
  ...prefixed('OrderConfirmation', ORDER_CONFIRMATION_KEYS),
  ...prefixed('AccountPages', ACCOUNT_PAGE_KEYS),
  ...prefixed('ContactForm', CONTACT_FORM_KEYS),
  ...prefixed('ContactChannels', CONTACT_CHANNELS_KEYS),
  'PolicyPage.policies': 'policy.title',
  ...prefixed('SearchPage', SEARCH_PAGE_KEYS),
  ...prefixed('CollectionsIndexPage', COLLECTIONS_INDEX_PAGE_KEYS),
  'PolicyIndexPage.title': 'policy.title',
  'PolicyIndexPage.lead': 'policy.lead',
};

const argumentsNamed =
  (...names: string[]): ToValues =>
  (_locale, ...args: unknown[]) =>
    Object.fromEntries(names.map((name, index) => [name, args[index] as string | number]));

/** The page labels that are functions: how their arguments become the message's values. */
const PAGE_LABEL_ARGUMENTS: Readonly<Record<string, ToValues>> = {
  'CheckoutPage.quantityBadge': argumentsNamed('count'),
  'CheckoutPage.chargedIn': argumentsNamed('currency'),
  'CheckoutPage.payAmount': argumentsNamed('amount'),
  'OrderConfirmation.orderNumber': argumentsNamed('number'),
  'OrderConfirmation.confirmation': argumentsNamed('email'),
  'OrderConfirmation.processingBody': argumentsNamed('number'),
  'OrderConfirmation.processingFailed': argumentsNamed('number'),
  'AccountPages.nav.signedInAs': argumentsNamed('email'),
  'AccountPages.field.passwordHint': argumentsNamed('min'),
  'AccountPages.error.passwordTooShort': argumentsNamed('min'),
  'AccountPages.register.sentText': argumentsNamed('email'),
  'AccountPages.forgot.sentText': argumentsNamed('email'),
  'AccountPages.profile.allOrders': argumentsNamed('count'),
  'AccountPages.profile.addressCount': argumentsNamed('count'),
  'AccountPages.addresses.editOf': argumentsNamed('name', 'line'),
  'AccountPages.addresses.deleteOf': argumentsNamed('name', 'line'),
  'AccountPages.orders.count': argumentsNamed('count'),
  'AccountPages.orders.orderNumber': argumentsNamed('number'),
  'AccountPages.orders.placedOn': argumentsNamed('date'),
  'AccountPages.orders.pageOf': argumentsNamed('page', 'pages'),
  'AccountPages.orders.quantityTimes': argumentsNamed('quantity'),
  'AccountPages.wishlist.chooseOption': argumentsNamed('title'),
  'AccountPages.wishlist.removeOf': argumentsNamed('title'),
  'AccountPages.tracking.carrierLink': argumentsNamed('carrier'),
  'AccountPages.shared.itemCount': argumentsNamed('count'),
  'AccountPages.shared.productCount': argumentsNamed('count'),
  'ContactForm.messageHint': argumentsNamed('count'),
  'ContactForm.sent': argumentsNamed('number'),
  'ContactChannels.hoursRow': argumentsNamed('day', 'opens', 'closes'),
  'BlogPages.articleCount': argumentsNamed('count'),
  'BlogPages.seeAll': argumentsNamed('title'),
  'BlogPages.byline': argumentsNamed('author'),
  'BlogPages.published': argumentsNamed('date'),
  'BlogPages.back': argumentsNamed('title'),
  'SocialSignIn.continueWith': argumentsNamed('provider'),
  'SocialSignIn.error.retry': argumentsNamed('provider'),
  'SocialSignIn.error.reference': argumentsNamed('code'),
  'SearchPage.resultsFor': argumentsNamed('query'),
  'SearchPage.resultCount': argumentsNamed('count'),
  'SearchPage.correctedTo': argumentsNamed('corrected'),
  'SearchPage.removeFilter': argumentsNamed('label'),
  'CollectionsIndexPage.productCount': argumentsNamed('count'),
};

/**
 * The label tables of the checkout, order confirmation and account page
 * compositions. They load with those pages (through `PageLabelsProvider`), not
 * with every page of the shop.
 */
export const PAGE_LABEL_TABLES: LabelTables = {
  keys: PAGE_LABEL_KEYS,
  args: PAGE_LABEL_ARGUMENTS,
  areas: PAGE_LABEL_AREAS,
};

/**
 * Gives the checkout, order confirmation, account, policy, blog, search and collections compositions
 * below their translated labels.
 *
 * @example <PageLabelsProvider><CheckoutPage … /></PageLabelsProvider>
 */
export function PageLabelsProvider({ children }: { children: ReactNode }) {
  return <I18nTables tables={PAGE_LABEL_TABLES}>{children}</I18nTables>;
}
