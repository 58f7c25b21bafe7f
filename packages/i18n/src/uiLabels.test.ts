import { describe, expect, it } from 'vitest';
import * as ui from '@vitrine/ui';
import { CATALOGS } from './catalogs';
import type { Messages } from './catalog';
import { createI18n } from './I18nProvider';
import { PAGE_LABEL_TABLES } from './pageLabels';
import { LABEL_ARGUMENTS, SHARED_LABEL_KEYS, type UiComponent } from './uiLabels';

const english = createI18n('en-US', CATALOGS['en-US'] as Messages, PAGE_LABEL_TABLES);
const german = createI18n('de-DE', CATALOGS['de-DE'] as Messages, PAGE_LABEL_TABLES);

/** Components whose English defaults @vitrine/ui exports, by the export's name. */
const DEFAULTS: Partial<Record<UiComponent, string>> = {
  AddToCartDialog: 'DEFAULT_ADD_TO_CART_DIALOG_LABELS',
  AddToCartForm: 'DEFAULT_ADD_TO_CART_FORM_LABELS',
  CartPage: 'DEFAULT_CART_PAGE_LABELS',
  AddressForm: 'DEFAULT_ADDRESS_FORM_LABELS',
  BackToTop: 'DEFAULT_BACK_TO_TOP_LABELS',
  Breadcrumb: 'DEFAULT_BREADCRUMB_LABELS',
  CartDrawer: 'DEFAULT_CART_DRAWER_LABELS',
  CheckoutSteps: 'DEFAULT_CHECKOUT_STEPS_LABELS',
  CollectionCard: 'DEFAULT_COLLECTION_CARD_LABELS',
  CollectionPage: 'DEFAULT_COLLECTION_PAGE_LABELS',
  Comments: 'DEFAULT_COMMENTS_LABELS',
  CookieConsent: 'DEFAULT_COOKIE_CONSENT_LABELS',
  CouponForm: 'DEFAULT_COUPON_FORM_LABELS',
  CurrencySelector: 'DEFAULT_CURRENCY_SELECTOR_LABELS',
  EmptyState: 'DEFAULT_EMPTY_STATE_LABELS',
  FAQ: 'DEFAULT_FAQ_LABELS',
  Footer: 'DEFAULT_FOOTER_LABELS',
  GroupedProduct: 'DEFAULT_GROUPED_PRODUCT_LABELS',
  Header: 'DEFAULT_HEADER_LABELS',
  HomePage: 'DEFAULT_HOME_PAGE_LABELS',
  InlineCart: 'DEFAULT_INLINE_CART_LABELS',
  LanguageSelector: 'DEFAULT_LANGUAGE_SELECTOR_LABELS',
  LoginDialog: 'DEFAULT_LOGIN_DIALOG_LABELS',
  LoadErrorAlert: 'DEFAULT_LOAD_ERROR_ALERT_LABELS',
  MediaFeed: 'DEFAULT_MEDIA_FEED_LABELS',
  Pagination: 'DEFAULT_PAGINATION_LABELS',
  PaymentIcons: 'DEFAULT_PAYMENT_ICONS_LABELS',
  Price: 'DEFAULT_PRICE_LABELS',
  ProductCard: 'DEFAULT_PRODUCT_CARD_LABELS',
  ProductPage: 'DEFAULT_PRODUCT_PAGE_LABELS',
  ProductGallery: 'DEFAULT_PRODUCT_GALLERY_LABELS',
  QuickAddToCart: 'DEFAULT_QUICK_ADD_TO_CART_LABELS',
  RecentlyViewed: 'DEFAULT_RECENTLY_VIEWED_LABELS',
  RegionSwitchPrompt: 'DEFAULT_REGION_SWITCH_PROMPT_LABELS',
  Reviews: 'DEFAULT_REVIEWS_LABELS',
  ShareButtons: 'DEFAULT_SHARE_BUTTONS_LABELS',
  ShippingMethodPicker: 'DEFAULT_SHIPPING_METHOD_PICKER_LABELS',
  SizeChart: 'DEFAULT_SIZE_CHART_LABELS',
  ThemePreviewBanner: 'DEFAULT_THEME_PREVIEW_BANNER_LABELS',
  SortForm: 'DEFAULT_SORT_FORM_LABELS',
  SubscribeForm: 'DEFAULT_SUBSCRIBE_FORM_LABELS',
  Toast: 'DEFAULT_TOAST_LABELS',
  VariantPicker: 'DEFAULT_VARIANT_PICKER_LABELS',
  WishlistButton: 'DEFAULT_WISHLIST_BUTTON_LABELS',
  // Checkout and account pages.
  AccountPages: 'DEFAULT_ACCOUNT_LABELS',
  CheckoutPage: 'DEFAULT_CHECKOUT_PAGE_LABELS',
  Field: 'DEFAULT_FIELD_LABELS',
  OrderConfirmation: 'DEFAULT_ORDER_CONFIRMATION_LABELS',
  // Policy pages and the contact form.
  ContactChannels: 'DEFAULT_CONTACT_CHANNELS_LABELS',
  ContactForm: 'DEFAULT_CONTACT_FORM_LABELS',
  PolicyPage: 'DEFAULT_POLICY_PAGE_LABELS',
  BlogPages: 'DEFAULT_BLOG_PAGES_LABELS',
  SocialSignIn: 'DEFAULT_SOCIAL_SIGN_IN_LABELS',
  // Search, collections index and policy index pages.
  SearchPage: 'DEFAULT_SEARCH_PAGE_LABELS',
  CollectionsIndexPage: 'DEFAULT_COLLECTIONS_INDEX_PAGE_LABELS',
  PolicyIndexPage: 'DEFAULT_POLICY_INDEX_PAGE_LABELS',
};

/** Argument kinds of each function label: n = a count, s = text; the rest are listed whole. */
const KINDS: Record<string, string> = {
  'ThemePreviewBanner.banner': 's',
  'AddToCartForm.onlyLeft': 'n',
  'AddToCartDialog.quantity': 'n',
  'AddToCartDialog.subtotal': 'n',
  'AddressForm.dialCode': 's',
  'AddressForm.tooLong': 'n',
  'AddressForm.phoneTooLong': 'n',
  'CartDrawer.itemCount': 'n',
  'CartDrawer.removeLine': 's',
  'CartDrawer.quantityFor': 's',
  'CartDrawer.chargedIn': 's',
  'InlineCart.chargedIn': 's',
  'InlineCart.itemCount': 'n',
  'InlineCart.removeLine': 's',
  'InlineCart.lineRemoved': 's',
  'InlineCart.quantityFor': 's',
  'Comments.count': 'n',
  'Comments.page': 'n',
  'CouponForm.removeCode': 's',
  'CouponForm.applied': 's',
  'CurrencySelector.trigger': 's',
  'Footer.copyright': 'ns',
  'Header.home': 's',
  'LanguageSelector.trigger': 's',
  'PaymentIcons.more': 'n',
  'PaymentIcons.moreDescription': 'n',
  'ProductGallery.slide': 'nn',
  'QuickAddToCart.triggerFor': 's',
  'QuickAddToCart.panel': 's',
  'Reviews.rating': 'n',
  'Reviews.basedOn': 'n',
  'Reviews.distribution': 'nn',
  'Reviews.picture': 'sn',
  'Reviews.star': 'n',
  'Reviews.counter': 'nn',
  'Reviews.picturesHint': 'n',
  'Reviews.removePicture': 's',
  'Reviews.errors.imageType': 's',
  'Reviews.errors.imageSize': 's',
  'Reviews.errors.imageCount': 'n',
  'ShareButtons.shareOn': 's',
  'SizeChart.caption': 'u',
  'Toast.couponApplied': 's',
  'VariantPicker.chosen': 'ss',
  'CartPage.minTotal': 's',
  'CartPage.maxTotal': 's',
  'CartPage.noteRemaining': 'n',
  'ProductCard.moreColours': 'n',
  'ProductPage.ratingSummary': 'nn',
  'CollectionCard.count': 'n',
  'HomePage.heroSecondary': 's',
  'MediaFeed.shop': 's',
  'CollectionPage.count': 'n',
  'Pagination.page': 'n',
  'Pagination.current': 'nn',
  // Checkout and account pages.
  'CheckoutPage.quantityBadge': 'n',
  'CheckoutPage.chargedIn': 's',
  'CheckoutPage.payAmount': 's',
  'OrderConfirmation.orderNumber': 's',
  'OrderConfirmation.confirmation': 's',
  'OrderConfirmation.processingBody': 's',
  'OrderConfirmation.processingFailed': 's',
  'AccountPages.nav.signedInAs': 's',
  'AccountPages.field.passwordHint': 'n',
  'AccountPages.error.passwordTooShort': 'n',
  'AccountPages.register.sentText': 's',
  'AccountPages.forgot.sentText': 's',
  'AccountPages.profile.allOrders': 'n',
  'AccountPages.profile.addressCount': 'n',
  'AccountPages.addresses.editOf': 'ss',
  'AccountPages.addresses.deleteOf': 'ss',
  'AccountPages.orders.count': 'n',
  'AccountPages.orders.orderNumber': 's',
  'AccountPages.orders.placedOn': 's',
  'AccountPages.orders.pageOf': 'nn',
  'AccountPages.orders.quantityTimes': 'n',
  'AccountPages.wishlist.chooseOption': 's',
  'AccountPages.wishlist.removeOf': 's',
  'AccountPages.tracking.carrierLink': 's',
  'AccountPages.shared.itemCount': 'n',
  'AccountPages.shared.productCount': 'n',
  'ContactForm.messageHint': 'n',
  'ContactForm.sent': 's',
  'ContactChannels.hoursRow': 'sss',
  'BlogPages.articleCount': 'n',
  'BlogPages.seeAll': 's',
  'BlogPages.byline': 's',
  'BlogPages.published': 's',
  'BlogPages.back': 's',
  'SocialSignIn.continueWith': 's',
  'SocialSignIn.error.retry': 's',
  'SocialSignIn.error.reference': 's',
  'SearchPage.resultsFor': 's',
  'SearchPage.resultCount': 'n',
  'SearchPage.correctedTo': 's',
  'SearchPage.removeFilter': 's',
  'CollectionsIndexPage.productCount': 'n',
};
const SPECIAL: Record<string, unknown[][]> = {
  'CurrencySelector.auto': [
    ['FR', 'EUR'],
    [null, 'EUR'],
    [null, null],
  ],
  'EmptyState.search.title': [['linen'], ['']],
  'Header.cart': [[null], [0], [1], [7]],
  'RegionSwitchPrompt.message': [[{ name: 'France' }]],
  'RegionSwitchPrompt.stay': [[{ name: 'France' }], [null]],
  'RegionSwitchPrompt.switchTo': [[{ name: 'France' }]],
  'SizeChart.caption': [['cm'], ['in']],
};

function sampleArgs(path: string): unknown[][] {
  if (SPECIAL[path]) return SPECIAL[path];
  const kinds = KINDS[path];
  if (!kinds) throw new Error(`no sample arguments for ${path}`);
  return [0, 1, 2, 5].map((n) => [...kinds].map((kind, i) => (kind === 'n' ? n + i : `Text${i}`)));
}

/** Labels whose English default has a known flaw the catalogue corrects ("1 stars: 3"). */
const CORRECTED = new Set(['Reviews.distribution']);

function compare(path: string, expected: unknown, actual: unknown) {
  if (typeof expected === 'string') {
    expect(actual, path).toBe(expected);
  } else if (typeof expected === 'function') {
    expect(typeof actual, path).toBe('function');
    expect(LABEL_ARGUMENTS[path] ?? PAGE_LABEL_TABLES.args?.[path], `${path} has no argument mapping`).toBeTruthy();
    for (const args of sampleArgs(path)) {
      if (CORRECTED.has(path) && args[0] === 1) continue;
      const wanted = (expected as (...a: unknown[]) => unknown)(...args);
      expect((actual as (...a: unknown[]) => unknown)(...args), `${path}(${JSON.stringify(args)})`).toBe(wanted);
    }
  } else if (expected && typeof expected === 'object') {
    for (const [key, value] of Object.entries(expected)) {
      compare(`${path}.${key}`, value, (actual as Record<string, unknown>)?.[key]);
    }
  }
}

describe('component labels', () => {
  it.each(Object.entries(DEFAULTS))('%s in en-US reproduces the component’s own English', (component, exportName) => {
    const defaults = (ui as unknown as Record<string, unknown>)[exportName];
    expect(defaults, exportName).toBeTruthy();
    compare(component, defaults, english.labels(component as UiComponent));
  });

  it('names only catalogue keys that exist', () => {
    const keys = new Set(Object.keys(CATALOGS['en-US'] as Messages));
    for (const key of [...Object.values(SHARED_LABEL_KEYS), ...Object.values(PAGE_LABEL_TABLES.keys)])
      expect(keys, key).toContain(key);
  });

  it('translates function labels with plural rules and the locale’s digits', () => {
    expect(german.labels('CartDrawer').itemCount(1)).toBe('1 Artikel');
    expect(german.labels('Header').cart(null)).toBe('Warenkorb');
    expect(german.labels('Reviews').rating(4)).toBe('4,0 von 5 Sternen');
    expect(german.labels('CurrencySelector').auto('DE', 'EUR')).toBe('Automatisch (DE · EUR)');
    expect(german.labels('Titles').count(2)).toBe('2 Produkte');
    expect(german.labels('OrderTracking').statuses.pickup).toBe('In Zustellung');
    expect(german.labels('ShareButtons').networks.facebook).toBe('Facebook');
  });
});

describe('the region prompt', () => {
  const site = (id: string, name: string, countries: string[]) =>
    ({
      id,
      name,
      url: `https://${id}.vitrine.example`,
      countries,
      locale: 'he-IL',
      currency: 'ILS',
      is_current: false,
    }) as ui.RegionalSite;
  const hebrew = createI18n('he-IL', CATALOGS['he-IL'] as Messages, PAGE_LABEL_TABLES);

  it("names a site called after its country in the shopper's language, others as the merchant wrote them", () => {
    const israel = site('il', 'Israel', ['IL']);
    expect(hebrew.labels('RegionSwitchPrompt').message(israel)).toBe('נראה שנמצאים בישראל — לעבור לחנות של ישראל?');
    expect(hebrew.labels('RegionSwitchPrompt').switchTo(israel)).toBe('מעבר לחנות של ישראל');
    expect(hebrew.labels('RegionSwitchPrompt').stay(site('us', 'United States', ['US', 'PR', 'CA', 'MX']))).toBe(
      'להישאר בחנות של ארצות הברית',
    );
    expect(german.labels('RegionSwitchPrompt').switchTo(site('jp', 'Japan', ['JP']))).toContain('Japan');
    expect(hebrew.labels('RegionSwitchPrompt').switchTo(site('eu', 'Europe (EUR)', ['DE', 'FR']))).toBe(
      'מעבר לחנות של Europe (EUR)',
    );
  });
});

describe('createI18n', () => {
  it('formats known keys and gives back unknown ones', () => {
    expect(german.t('common.productCount', { count: 3 })).toBe('3 Produkte');
    expect(german.has('checkout.PAYMENT_DECLINED')).toBe(true);
    expect(german.has('checkout.SOMETHING_ELSE')).toBe(false);
    expect(german.t('nope' as never)).toBe('nope');
    expect(createI18n('he-IL', {}).dir).toBe('rtl');
  });
});
