import type {
  AddToCartDialogLabels,
  AddToCartFormLabels,
  CartPageLabels,
  AddressFormLabels,
  BackToTopLabels,
  BreadcrumbLabels,
  CartDrawerLabels,
  CheckoutStepsLabels,
  CollectionCardLabels,
  CollectionPageLabels,
  CommentsLabels,
  CookieConsentLabels,
  CouponFormLabels,
  CurrencySelectorLabels,
  EmptyStateLabels,
  FAQLabels,
  FooterLabels,
  GroupedProductLabels,
  GuessYouLikeLabels,
  HeaderLabels,
  HomePageLabels,
  InlineCartLabels,
  LanguageSelectorLabels,
  LastSalesLabels,
  LoginDialogLabels,
  MediaFeedLabels,
  OrderTrackingLabels,
  PaginationLabels,
  PaymentIconsLabels,
  PriceLabels,
  ProductCardLabels,
  ProductPageLabels,
  ProductGalleryLabels,
  QuickAddToCartLabels,
  ReservationCountdownLabels,
  LoadErrorAlertLabels,
  ThemePreviewBannerLabels,
  RecentlyViewedLabels,
  RegionalSite,
  RegionSwitchPromptLabels,
  ReviewsLabels,
  RewardsWidgetLabels,
  SearchBoxLabels,
  ShareButtonsLabels,
  ShippingMethodPickerLabels,
  SizeChartLabels,
  SortFormLabels,
  SubscribeFormLabels,
  TitlesLabels,
  ToastLabels,
  VariantPickerLabels,
  WishlistButtonLabels,
} from '@vitrine/ui';
import type {
  AccountLabels,
  BlogPagesLabels,
  SocialSignInLabels,
  CheckoutPageLabels,
  ContactChannelsLabels,
  ContactFormLabels,
  FieldLabels,
  OrderConfirmationLabels,
  PolicyPageLabels,
} from '@vitrine/ui';
import type { CollectionsIndexPageLabels, PolicyIndexPageLabels, SearchPageLabels } from '@vitrine/ui';
import type { MessageValues } from './messageFormat';

/** The labels type of each @vitrine/ui component, by the name used in `ui.<Component>.*` keys. */
export interface UiLabelsByComponent {
  AddToCartDialog: AddToCartDialogLabels;
  AddToCartForm: AddToCartFormLabels;
  AddressForm: AddressFormLabels;
  BackToTop: BackToTopLabels;
  Breadcrumb: BreadcrumbLabels;
  CartDrawer: CartDrawerLabels;
  CartPage: CartPageLabels;
  CheckoutSteps: CheckoutStepsLabels;
  CollectionCard: CollectionCardLabels;
  CollectionPage: CollectionPageLabels;
  Comments: CommentsLabels;
  CookieConsent: CookieConsentLabels;
  CouponForm: CouponFormLabels;
  CurrencySelector: CurrencySelectorLabels;
  EmptyState: EmptyStateLabels;
  FAQ: FAQLabels;
  Footer: FooterLabels;
  GroupedProduct: GroupedProductLabels;
  GuessYouLike: GuessYouLikeLabels;
  Header: HeaderLabels;
  HomePage: HomePageLabels;
  InlineCart: InlineCartLabels;
  LanguageSelector: LanguageSelectorLabels;
  LastSales: LastSalesLabels;
  LoginDialog: LoginDialogLabels;
  MediaFeed: MediaFeedLabels;
  OrderTracking: OrderTrackingLabels;
  Pagination: PaginationLabels;
  PaymentIcons: PaymentIconsLabels;
  Price: PriceLabels;
  ProductCard: ProductCardLabels;
  ProductPage: ProductPageLabels;
  ProductGallery: ProductGalleryLabels;
  QuickAddToCart: QuickAddToCartLabels;
  ReservationCountdown: ReservationCountdownLabels;
  LoadErrorAlert: LoadErrorAlertLabels;
  ThemePreviewBanner: ThemePreviewBannerLabels;
  RecentlyViewed: RecentlyViewedLabels;
  RegionSwitchPrompt: RegionSwitchPromptLabels;
  Reviews: ReviewsLabels;
  RewardsWidget: RewardsWidgetLabels;
  SearchBox: SearchBoxLabels;
  ShareButtons: ShareButtonsLabels;
  ShippingMethodPicker: ShippingMethodPickerLabels;
  SizeChart: SizeChartLabels;
  SortForm: SortFormLabels;
  Skeletons: { loading: string };
  SubscribeForm: SubscribeFormLabels;
  Titles: TitlesLabels;
  Toast: ToastLabels;
  VariantPicker: VariantPickerLabels;
  WishlistButton: WishlistButtonLabels;
  // Checkout and account pages.
  AccountPages: AccountLabels;
  BlogPages: BlogPagesLabels;
  SocialSignIn: SocialSignInLabels;
  CheckoutPage: CheckoutPageLabels;
  ContactChannels: ContactChannelsLabels;
  ContactForm: ContactFormLabels;
  PolicyPage: PolicyPageLabels;
  Field: FieldLabels;
  OrderConfirmation: OrderConfirmationLabels;
  // Search, collections index and policy index pages.
  SearchPage: SearchPageLabels;
  CollectionsIndexPage: CollectionsIndexPageLabels;
  PolicyIndexPage: PolicyIndexPageLabels;
}

/** A component with translated labels. */
export type UiComponent = keyof UiLabelsByComponent;

/** `Component.label` → `<prefix>label` for labels named like the shared message they show. */
function sharedLabels(component: string, prefix: string, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`${component}.${name}`, `${prefix}${name}`]));
}

/** Labels whose text is a shared message: label path → catalogue key (so each text is translated once). */
export const SHARED_LABEL_KEYS: Readonly<Record<string, string>> = {
  'AddToCartForm.onlyLeft': 'product.onlyLeft',
  'ThemePreviewBanner.banner': 'site.preview.banner',
  'ThemePreviewBanner.leave': 'site.preview.leave',
  'LoadErrorAlert.title': 'site.chunk.title',
  'LoadErrorAlert.timeout': 'site.chunk.timeout',
  'LoadErrorAlert.failed': 'site.chunk.failed',
  'LoadErrorAlert.retry': 'common.tryAgain',
  'AddToCartDialog.viewCart': 'common.viewCart',
  'AddToCartDialog.checkout': 'common.checkout',
  'AddToCartDialog.continueShopping': 'common.continueShopping',
  'AddToCartDialog.close': 'common.close',
  'AddressForm.optional': 'common.optional',
  'AddressForm.required': 'validation.required',
  'AddressForm.firstNameRequired': 'validation.firstName',
  'AddressForm.lastNameRequired': 'validation.lastName',
  'AddressForm.addressRequired': 'validation.address',
  'AddressForm.cityRequired': 'validation.city',
  'AddressForm.tooLong': 'validation.tooLong',
  'AddressForm.phoneInvalid': 'validation.phone',
  'AddressForm.phoneTooLong': 'validation.phoneTooLong',
  ...Object.fromEntries(
    (['CartDrawer', 'InlineCart'] as const).flatMap((cart) => [
      [`${cart}.title`, 'common.yourCart'],
      [`${cart}.itemCount`, 'common.itemCount'],
      [`${cart}.loading`, 'common.cartLoading'],
      [`${cart}.updating`, 'common.cartUpdating'],
      [`${cart}.empty`, 'common.cartEmpty'],
      [`${cart}.continueShopping`, 'common.continueShopping'],
      [`${cart}.linesLabel`, 'common.cartLines'],
      [`${cart}.subtotal`, 'common.subtotal'],
      [`${cart}.checkout`, 'common.checkout'],
      [`${cart}.remove`, 'common.remove'],
      [`${cart}.removeLine`, 'common.removeLine'],
      [`${cart}.quantityFor`, 'common.quantityFor'],
      [`${cart}.decreaseQuantity`, 'common.decreaseQuantity'],
      [`${cart}.increaseQuantity`, 'common.increaseQuantity'],
      [`${cart}.update`, 'cart.update'],
      [`${cart}.updateFailed`, 'cart.updateFailed'],
      [`${cart}.chargedIn`, 'checkoutPage.chargedIn'],
    ]),
  ),
  'InlineCart.items': 'cart.items',
  'InlineCart.lineRemoved': 'common.lineRemoved',
  'InlineCart.discount': 'checkoutPage.discount',
  'InlineCart.taxes': 'checkoutPage.taxes',
  'InlineCart.shippingLater': 'checkoutPage.shippingLater',
  'CartDrawer.viewCart': 'common.viewCart',
  'InlineCart.quantity': 'common.quantity',
  'InlineCart.total': 'common.total',
  'InlineCart.orderTotal': 'common.total',
  'InlineCart.shipping': 'common.shipping',
  'InlineCart.free': 'common.free',
  'CheckoutSteps.shipping_method': 'common.shipping',
  'Comments.retry': 'common.tryAgain',
  'CouponForm.apply': 'common.apply',
  'CouponForm.remove': 'common.remove',
  'CouponForm.required': 'validation.required',
  'EmptyState.cart.title': 'common.cartEmpty',
  'EmptyState.cart.action': 'common.continueShopping',
  'GroupedProduct.adding': 'common.adding',
  'GroupedProduct.chooseVariants': 'validation.selectVariant',
  'Header.skipToContent': 'common.skipToContent',
  'Header.menuTitle': 'ui.Header.openMenu',
  'LanguageSelector.listTitle': 'common.language',
  'LoginDialog.title': 'common.signIn',
  'LoginDialog.submit': 'common.signIn',
  'LoginDialog.close': 'common.close',
  'LoginDialog.required': 'validation.required',
  'LoginDialog.invalidEmail': 'validation.email',
  'OrderTracking.statuses.pickup': 'ui.OrderTracking.stages.Out for Delivery',
  'OrderTracking.statuses.delivered': 'ui.OrderTracking.stages.Delivered',
  'OrderTracking.notFound': 'errors.orderNotFound',
  'ProductGallery.gallery': 'product.images',
  'QuickAddToCart.add': 'common.addToCart',
  'QuickAddToCart.adding': 'common.adding',
  'QuickAddToCart.soldOut': 'common.soldOut',
  'QuickAddToCart.close': 'common.close',
  'QuickAddToCart.selectVariant': 'validation.selectVariant',
  'RegionSwitchPrompt.dismiss': 'common.close',
  'Reviews.optional': 'common.optional',
  'Reviews.removePicture': 'common.removeLine',
  'RewardsWidget.signIn': 'common.signIn',
  'RewardsWidget.done': 'common.done',
  'ShippingMethodPicker.free': 'common.free',
  'ShippingMethodPicker.noMethods': 'checkout.NO_SHIPPING_METHODS_AVAILABLE',
  'ShippingMethodPicker.submit': 'checkoutPage.cart.shippingSubmit',
  'ShippingMethodPicker.failed': 'cart.updateFailed',
  'SizeChart.title': 'ui.SizeChart.trigger',
  'SizeChart.retry': 'common.tryAgain',
  'SubscribeForm.invalidEmail': 'validation.email',
  'Titles.count': 'common.productCount',
  'Toast.timeout': 'errors.timeout',
  'Toast.error': 'common.somethingWrong',
  'Toast.success': 'common.done',
  'VariantPicker.soldOut': 'common.soldOut',
  // Cart: the add-to-cart form and the cart page composition speak the shop's existing cart texts.
  ...sharedLabels('AddToCartForm', 'common.', [
    'adding',
    'soldOut',
    'quantity',
    'decreaseQuantity',
    'increaseQuantity',
  ]),
  'AddToCartForm.add': 'common.addToCart',
  'AddToCartForm.selectVariant': 'validation.selectVariant',
  'AddToCartForm.failed': 'product.addFailed',
  ...sharedLabels('CartPage', 'checkoutPage.cart.', [
    'noteLabel',
    'noteHint',
    'noteRemaining',
    'noteSave',
    'noteSaved',
    'estimateTitle',
    'estimateSubmit',
  ]),
  ...sharedLabels('CartPage', 'ui.AddressForm.', [
    'country',
    'chooseCountry',
    'province',
    'chooseProvince',
    'postcode',
  ]),
  ...sharedLabels('CartPage', 'common.', ['continueShopping', 'checkout', 'optional']),
  'CartPage.summary': 'cart.summary',
  'CartPage.secureCheckout': 'checkoutPage.secureCheckout',
  'CartPage.minTotal': 'validation.cartMinTotal',
  'CartPage.maxTotal': 'validation.cartMaxTotal',
  'CartPage.characterLimit': 'validation.characterLimit',
  // Product and browse pages
  'Price.salePrice': 'site.price.sale',
  'Price.regularPrice': 'site.price.regular',
  'ProductCard.soldOut': 'common.soldOut',
  'ProductPage.ratingSummary': 'showcase.rating.summary',
  'RecentlyViewed.title': 'showcase.recentlyViewed.title',
  'RecentlyViewed.clear': 'showcase.recentlyViewed.clear',
  'Reviews.failed': 'showcase.reviews.failed',
  'Comments.formTitle': 'showcase.comments.formTitle',
  'Comments.name': 'showcase.comments.name',
  'Comments.body': 'showcase.comments.body',
  'Comments.submit': 'showcase.comments.submit',
  'Comments.sending': 'showcase.comments.sending',
  'Comments.sent': 'showcase.comments.sent',
  'Comments.failed': 'showcase.comments.failed',
  'CollectionCard.count': 'common.productCount',
  'CollectionPage.count': 'common.productCount',
  'CollectionPage.empty': 'collection.empty',
  'Pagination.nav': 'browse.pagination',
  'Pagination.previous': 'browse.previousPage',
  'Pagination.next': 'browse.nextPage',
  'Pagination.page': 'browse.page',
  'Pagination.current': 'browse.pageOf',
  'SortForm.sortBy': 'collection.sortBy',
  'SortForm.apply': 'common.apply',
  'SortForm.sorts.relevance': 'search.sort.relevance',
  'SortForm.sorts.featured': 'collection.sort.featured',
  'SortForm.sorts.price-asc': 'collection.sort.price-asc',
  'SortForm.sorts.price-desc': 'collection.sort.price-desc',
  'SortForm.sorts.newest': 'collection.sort.newest',
  'SortForm.sorts.title-asc': 'collection.sort.title-asc',
  'HomePage.eyebrow': 'home.eyebrow',
  'HomePage.heroTitle': 'home.heroTitle',
  'HomePage.heroLead': 'home.heroLead',
  'HomePage.heroCta': 'home.heroCta',
  'HomePage.heroSecondary': 'showcase.home.heroSecondary',
  'HomePage.newArrivals': 'home.newArrivals',
  'HomePage.viewAll': 'home.viewAll',
  'HomePage.shopByCollection': 'home.shopByCollection',
  'HomePage.favourites': 'showcase.home.favourites',
  'MediaFeed.title': 'showcase.mediaFeed.title',
  'MediaFeed.lead': 'showcase.mediaFeed.lead',
  'MediaFeed.shop': 'showcase.mediaFeed.shop',
  // Site shell: the header, footer and search box say what the shop's own chrome said.
  'Header.signIn': 'common.signIn',
  'Footer.cookieSettings': 'site.cookieSettings',
  'SearchBox.label': 'search.label',
  'SearchBox.placeholder': 'search.placeholder',
  'SearchBox.submit': 'search.submit',
  'SearchBox.suggestions': 'search.suggestions',
  'SearchBox.suggestionQuery': 'search.suggestion.query',
  'SearchBox.collection': 'search.suggestion.collection',
  'SearchBox.product': 'search.suggestion.product',
  'SearchBox.suggestionCount': 'search.suggestion.count',
  'Field.optional': 'common.optional',
};

/** Labels that stay the same in every language (brand names, an example address). */
const FIXED_LABELS: Readonly<Record<string, string>> = {
  'ShareButtons.networks.facebook': 'Facebook',
  'ShareButtons.networks.twitter': 'X',
  'ShareButtons.networks.x': 'X',
  'ShareButtons.networks.pinterest': 'Pinterest',
  'ShareButtons.networks.linkedin': 'LinkedIn',
  'ShareButtons.networks.whatsapp': 'WhatsApp',
  'ShareButtons.networks.telegram': 'Telegram',
  'ShareButtons.networks.reddit': 'Reddit',
  'SubscribeForm.placeholder': 'you@example.com',
};

export type ToValues = (locale: string, ...args: never[]) => MessageValues;
const named =
  (...names: string[]): ToValues =>
  (_locale, ...args: unknown[]) =>
    Object.fromEntries(names.map((name, index) => [name, args[index] as string | number]));
/**
 * A regional site's name in the shopper's language: a site named after one of
 * its countries (the merchant's "Israel", "Japan") is that country's name from
 * `Intl.DisplayNames` ("ישראל", "日本"); other names ("Europe (EUR)") stay as the merchant wrote them.
 */
export function siteName(locale: string, value: RegionalSite): string {
  try {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const country = value.countries?.find((code) => english.of(code) === value.name);
    return country ? (new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? value.name) : value.name;
  } catch {
    // A country code Intl does not know: the merchant's name.
    return value.name;
  }
}
const site = (locale: string, value: RegionalSite | null) => ({
  hasCurrent: value ? 'yes' : 'no',
  name: value ? siteName(locale, value) : '',
});

/** Labels that are functions: how their positional arguments become the message's named values. */
export const LABEL_ARGUMENTS: Readonly<Record<string, ToValues>> = {
  'AddToCartDialog.quantity': named('quantity'),
  'AddToCartDialog.subtotal': named('count'),
  'AddressForm.dialCode': named('dialCode'),
  'AddressForm.tooLong': named('max'),
  'AddressForm.phoneTooLong': named('max'),
  'CartDrawer.itemCount': named('count'),
  'CartDrawer.removeLine': named('title'),
  'CartDrawer.quantityFor': named('title'),
  'CartDrawer.chargedIn': named('currency'),
  'InlineCart.chargedIn': named('currency'),
  'InlineCart.itemCount': named('count'),
  'InlineCart.removeLine': named('title'),
  'InlineCart.lineRemoved': named('title'),
  'InlineCart.quantityFor': named('title'),
  'Comments.count': named('count'),
  'Comments.page': named('page'),
  'CouponForm.removeCode': named('code'),
  'CouponForm.applied': named('code'),
  'CurrencySelector.trigger': named('current'),
  'CurrencySelector.auto': (_locale, country: string | null, currency: string | null) => ({
    hasCurrency: currency ? 'yes' : 'no',
    detail: [country, currency].filter(Boolean).join(' · '),
  }),
  'EmptyState.search.title': (_locale, query: string) => ({ hasQuery: query ? 'yes' : 'no', query }),
  'Footer.copyright': named('year', 'storeName'),
  'Header.home': named('storeName'),
  'Header.cart': (_locale, count: number | null) => ({ known: count === null ? 'no' : 'yes', count: count ?? 0 }),
  'LanguageSelector.trigger': named('current'),
  'LastSales.boughtBy': named('city'),
  'OrderTracking.title': named('number'),
  'PaymentIcons.more': named('count'),
  'PaymentIcons.moreDescription': named('count'),
  'ProductGallery.slide': named('position', 'total'),
  'QuickAddToCart.triggerFor': named('title'),
  'QuickAddToCart.panel': named('title'),
  'ReservationCountdown.title': named('time'),
  'ThemePreviewBanner.banner': named('theme'),
  'AddToCartForm.onlyLeft': named('count'),
  'ReservationCountdown.minutesLeft': named('minutes'),
  'RegionSwitchPrompt.message': (locale, suggested: RegionalSite) => site(locale, suggested),
  'RegionSwitchPrompt.stay': (locale, current: RegionalSite | null) => site(locale, current),
  'RegionSwitchPrompt.switchTo': (locale, suggested: RegionalSite) => site(locale, suggested),
  'Reviews.rating': (locale, rating: number) => ({
    rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating),
  }),
  'Reviews.basedOn': named('count'),
  'Reviews.distribution': named('stars', 'count'),
  'Reviews.picture': named('author', 'position'),
  'Reviews.star': named('stars'),
  'Reviews.counter': named('length', 'max'),
  'Reviews.picturesHint': named('max'),
  'Reviews.removePicture': named('title'),
  'Reviews.errors.imageType': named('name'),
  'Reviews.errors.imageSize': named('name'),
  'Reviews.errors.imageCount': named('max'),
  'RewardsWidget.cost': named('cost'),
  'RewardsWidget.redeemFor': named('title'),
  'ShareButtons.shareOn': named('network'),
  'SizeChart.caption': named('unit'),
  'Titles.count': named('count'),
  'Toast.couponApplied': named('code'),
  'VariantPicker.chosen': named('option', 'value'),
  'CartPage.minTotal': named('p'),
  'CartPage.maxTotal': named('p'),
  'CartPage.noteRemaining': named('count'),
  // Product and browse pages
  'ProductCard.moreColours': named('count'),
  'CollectionCard.count': named('count'),
  'CollectionPage.count': named('count'),
  'Pagination.page': named('page'),
  'Pagination.current': named('page', 'pages'),
  'HomePage.heroSecondary': named('collection'),
  'MediaFeed.shop': named('product'),
  'ProductPage.ratingSummary': (locale, rating: number, count: number) => ({
    rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating),
    count,
  }),
  'SearchBox.suggestionQuery': named('text'),
  'SearchBox.suggestionCount': named('count'),
};

/**
 * Label tables beyond the shared ones, for compositions that load with their own
 * pages (see `PAGE_LABEL_TABLES`): label path → catalogue key, the function
 * labels' argument names, and components whose labels are a whole catalogue
 * area (`AccountPages` → every `account.` key).
 */
export interface LabelTables {
  keys: Readonly<Record<string, string>>;
  args?: Readonly<Record<string, (locale: string, ...args: never[]) => MessageValues>>;
  areas?: Readonly<Record<string, string>>;
}

/** Looks a message up and formats it; what `useT` provides. */
export type Translate = (key: string, values?: MessageValues) => string;

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

/**
 * The translated labels of one @vitrine/ui component, built from the
 * `ui.<Component>.*` keys, the shared keys and the fixed labels: strings for
 * plain labels, functions (positional arguments → named values) for the rest.
 *
 * @example
 * <CartDrawer labels={buildUiLabels('CartDrawer', keys, t, 'de-DE')} … />
 */
export function buildUiLabels<C extends UiComponent>(
  component: C,
  keys: readonly string[],
  t: Translate,
  locale: string,
  tables?: LabelTables,
): UiLabelsByComponent[C] {
  const labels: Record<string, unknown> = {};
  const prefix = `${component}.`;
  const entries: [string, string][] = [
    ...keys.filter((key) => key.startsWith(`ui.${prefix}`)).map((key): [string, string] => [key.slice(3), key]),
    ...Object.entries(SHARED_LABEL_KEYS).filter(([path]) => path.startsWith(prefix)),
    ...Object.entries(tables?.keys ?? {}).filter(([path]) => path.startsWith(prefix)),
  ];
  const area = tables?.areas?.[component];
  if (area) {
    for (const key of keys) if (key.startsWith(area)) entries.push([`${prefix}${key.slice(area.length)}`, key]);
  }
  for (const [path, key] of entries) {
    const toValues = LABEL_ARGUMENTS[path] ?? tables?.args?.[path];
    const value = toValues ? (...args: never[]) => t(key, toValues(locale, ...args)) : t(key);
    // Stage and status names contain spaces; everything after the component is one segment per dot.
    setPath(labels, path.slice(prefix.length).split('.'), value);
  }
  for (const [path, text] of Object.entries(FIXED_LABELS)) {
    if (path.startsWith(prefix)) setPath(labels, path.slice(prefix.length).split('.'), text);
  }
  return labels as unknown as UiLabelsByComponent[C];
}
