/**
 * `@vitrine/ui`: presentational, controlled components styled only through
 * the theme contract (`@vitrine/ui/theme`). They take data and callbacks and
 * never fetch; behaviour and formatting come from `@vitrine/headless`.
 */
export { Button } from './Button/Button';
export type { ButtonProps } from './Button/Button';
export { button, focusRing } from './Button/Button.css';
export type { ButtonVariants } from './Button/Button.css';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Link, LinkProvider, useNavigate } from './Link/Link';
export { CART_PATH, CartUiProvider, Form, FormProvider, LabelsProvider, NoScript, useCartUi, useLabels } from './kit';
export type { CartType, CartUi, FormProps, LabelsLookup } from './kit';
export type { LinkProps, Navigate } from './Link/Link';
export { DEFAULT_PRICE_LABELS, Price } from './Price/Price';
export type { PriceLabels, PriceProps } from './Price/Price';
export { ChargedInNote } from './Price/ChargedInNote';
export type { ChargedInNoteProps } from './Price/ChargedInNote';
export { QuantityStepper } from './QuantityStepper/QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export {
  clampQuantity,
  LARGE_QUANTITY_THRESHOLD,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  resolveTypedQuantity,
  stepQuantity,
  stripNonDigits,
} from './QuantityStepper/quantity';
export { PRODUCT_CARD_SIZES, ProductCard } from './ProductCard/ProductCard';
export type { ProductCardLabels, ProductCardProps } from './ProductCard/ProductCard';
export { IMAGE_WIDTHS, imageSrcSet, imageUrl } from './image/image';
export { CartDrawer } from './CartDrawer/CartDrawer';
export type { CartDrawerProps } from './CartDrawer/CartDrawer';
export { DEFAULT_CART_DRAWER_LABELS } from './CartDrawer/labels';
export type { CartDrawerLabels } from './CartDrawer/labels';
export { CouponForm } from './CouponForm/CouponForm';
export type { CouponFormProps } from './CouponForm/CouponForm';
export { DEFAULT_COUPON_FORM_LABELS } from './CouponForm/labels';
export type { CouponFormLabels } from './CouponForm/labels';
export { ShippingMethodPicker } from './ShippingMethodPicker/ShippingMethodPicker';
export type { ShippingMethodPickerProps } from './ShippingMethodPicker/ShippingMethodPicker';
export { DEFAULT_SHIPPING_METHOD_PICKER_LABELS } from './ShippingMethodPicker/labels';
export type { ShippingMethodPickerLabels } from './ShippingMethodPicker/labels';
export { PaymentIcons } from './PaymentIcons/PaymentIcons';
export type { PaymentIconsProps } from './PaymentIcons/PaymentIcons';
export { DEFAULT_PAYMENT_ICONS_LABELS } from './PaymentIcons/labels';
export type { PaymentIconsLabels } from './PaymentIcons/labels';
export { CHECKOUT_STEP_ORDER, CHECKOUT_STEP_PATHS, CheckoutSteps } from './CheckoutSteps/CheckoutSteps';
export type { CheckoutStep, CheckoutStepState, CheckoutStepsProps } from './CheckoutSteps/CheckoutSteps';
export { DEFAULT_CHECKOUT_STEPS_LABELS } from './CheckoutSteps/labels';
export type { CheckoutStepsLabels } from './CheckoutSteps/labels';
export { Titles } from './Titles/Titles';
export type { TitlesProps } from './Titles/Titles';
export type { TitlesLabels } from './Titles/labels';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { DEFAULT_EMPTY_STATE_LABELS } from './EmptyState/labels';
export type { EmptyStateKind, EmptyStateLabels } from './EmptyState/labels';
export { SkeletonCartLine, SkeletonProductCard, SkeletonProductPage, SkeletonText } from './Skeletons/Skeletons';
export type { SkeletonTextProps } from './Skeletons/Skeletons';
export { Toaster } from './Toast/Toast';
export type { ToasterProps, ToastItem, ToastType } from './Toast/Toast';
export { StoreToaster } from './Toast/StoreToaster';
export type { StoreToasterProps } from './Toast/StoreToaster';
export { errorToastMessage, useStoreToasts } from './Toast/useStoreToasts';
export type { StoreToastOptions } from './Toast/useStoreToasts';
export { DEFAULT_TOAST_LABELS } from './Toast/labels';
export type { ToastLabels } from './Toast/labels';
export { LastSales } from './LastSales/LastSales';
export type { LastSale, LastSalesProps } from './LastSales/LastSales';
export type { LastSalesLabels } from './LastSales/labels';
export { relativeTime } from './LastSales/relativeTime';
export { GuessYouLike } from './GuessYouLike/GuessYouLike';
export type { GuessYouLikeProps } from './GuessYouLike/GuessYouLike';
export type { GuessYouLikeLabels } from './GuessYouLike/labels';
export { OrderTrackingTimeline } from './OrderTrackingTimeline/OrderTrackingTimeline';
export type { OrderTrackingTimelineProps } from './OrderTrackingTimeline/OrderTrackingTimeline';
export { PROGRESS_STAGES, stageStates } from './OrderTrackingTimeline/tracking';
export type {
  OrderTracking,
  ProgressStage,
  StageState,
  TrackingEvent,
  TrackingStatus,
} from './OrderTrackingTimeline/tracking';
export type { OrderTrackingLabels } from './OrderTrackingTimeline/labels';
export { RewardsWidget } from './RewardsWidget/RewardsWidget';
export type { RewardsWidgetProps } from './RewardsWidget/RewardsWidget';
export type { RewardsWidgetLabels } from './RewardsWidget/labels';
export { PRODUCT_GALLERY_SIZES, ProductGallery } from './ProductGallery/ProductGallery';
export type { ProductGalleryProps } from './ProductGallery/ProductGallery';
export { DEFAULT_PRODUCT_GALLERY_LABELS } from './ProductGallery/labels';
export type { ProductGalleryLabels } from './ProductGallery/labels';
export { VariantPicker } from './VariantPicker/VariantPicker';
export type { VariantPickerProps } from './VariantPicker/VariantPicker';
export { defaultSelection, findVariant, isValueSoldOut } from './VariantPicker/variants';
export type { SelectedOptions } from './VariantPicker/variants';
export { DEFAULT_VARIANT_PICKER_LABELS } from './VariantPicker/labels';
export type { VariantPickerLabels } from './VariantPicker/labels';
export { GROUP_ID_PROPERTY, GroupedProduct } from './GroupedProduct/GroupedProduct';
export type { GroupedProductProps } from './GroupedProduct/GroupedProduct';
export { DEFAULT_GROUPED_PRODUCT_LABELS } from './GroupedProduct/labels';
export type { GroupedProductLabels } from './GroupedProduct/labels';
export { WishlistButton } from './WishlistButton/WishlistButton';
export type { WishlistButtonProps } from './WishlistButton/WishlistButton';
export { DEFAULT_WISHLIST_BUTTON_LABELS } from './WishlistButton/labels';
export type { WishlistButtonLabels } from './WishlistButton/labels';
export { SizeChart } from './SizeChart/SizeChart';
export type { SizeChartData, SizeChartProps, SizeChartUnit } from './SizeChart/SizeChart';
export { DEFAULT_SIZE_CHART_LABELS } from './SizeChart/labels';
export type { SizeChartLabels } from './SizeChart/labels';
export { Reviews } from './Reviews/Reviews';
export type { ReviewDraft, ReviewItem, ReviewSummary, ReviewsProps } from './Reviews/Reviews';
export {
  checkReviewImages,
  REVIEW_BODY_MAX,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_TYPES,
  REVIEW_IMAGES_MAX,
} from './Reviews/reviewImages';
export { DEFAULT_REVIEWS_LABELS } from './Reviews/labels';
export type { ReviewsLabels } from './Reviews/labels';
export { COMMENTS_PAGE_SIZE, Comments, pageWindow } from './Comments/Comments';
export type { CommentItem, CommentsProps } from './Comments/Comments';
export { DEFAULT_COMMENTS_LABELS } from './Comments/labels';
export type { CommentsLabels } from './Comments/labels';
export { FAQ } from './FAQ/FAQ';
export type { FAQItem, FAQProps } from './FAQ/FAQ';
export { DEFAULT_FAQ_LABELS } from './FAQ/labels';
export type { FAQLabels } from './FAQ/labels';
export { ShareButtons } from './ShareButtons/ShareButtons';
export type { ShareButtonsProps } from './ShareButtons/ShareButtons';
export { DEFAULT_SHARE_BUTTONS_LABELS } from './ShareButtons/labels';
export type { ShareButtonsLabels } from './ShareButtons/labels';
export { CURRENCY_ACTION_PATH, CurrencySelector } from './CurrencySelector/CurrencySelector';
export type { CurrencySelectorProps } from './CurrencySelector/CurrencySelector';
export { DEFAULT_CURRENCY_SELECTOR_LABELS } from './CurrencySelector/labels';
export type { CurrencySelectorLabels } from './CurrencySelector/labels';
export { LanguageSelector, LOCALE_ACTION_PATH } from './LanguageSelector/LanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector/LanguageSelector';
export { DEFAULT_LANGUAGE_SELECTOR_LABELS } from './LanguageSelector/labels';
export type { LanguageSelectorLabels } from './LanguageSelector/labels';
export { Breadcrumb } from './Breadcrumb/Breadcrumb';
export type { BreadcrumbProps } from './Breadcrumb/Breadcrumb';
export { DEFAULT_BREADCRUMB_LABELS } from './Breadcrumb/labels';
export type { BreadcrumbLabels } from './Breadcrumb/labels';
export { Header } from './Header/Header';
export type { HeaderNavItem, HeaderProps } from './Header/Header';
export { DEFAULT_HEADER_LABELS } from './Header/labels';
export type { HeaderLabels } from './Header/labels';
export { SEARCH_PATH, SearchBox } from './SearchBox/SearchBox';
export type { SearchBoxProps } from './SearchBox/SearchBox';
export { DEFAULT_SEARCH_BOX_LABELS } from './SearchBox/labels';
export { nextActiveIndex, SUGGEST_DEBOUNCE_MS, SUGGEST_TEXT_MAX, suggestText } from './SearchBox/searchSuggest';
export type { SearchBoxLabels } from './SearchBox/labels';
export { Footer } from './Footer/Footer';
export type { FooterColumn, FooterCookieSettings, FooterLink, FooterProps } from './Footer/Footer';
export { DEFAULT_FOOTER_LABELS } from './Footer/labels';
export type { FooterLabels } from './Footer/labels';
export { SUBSCRIBE_ACTION_PATH, SUBSCRIBE_PATH, SubscribeForm } from './SubscribeForm/SubscribeForm';
export type { SubscribeField, SubscribeFormProps, SubscribeFormState } from './SubscribeForm/SubscribeForm';
export { DEFAULT_SUBSCRIBE_FORM_LABELS } from './SubscribeForm/labels';
export type { SubscribeFormLabels } from './SubscribeForm/labels';
export { ContactForm } from './ContactForm/ContactForm';
export type { ContactFormField, ContactFormProps } from './ContactForm/ContactForm';
export { ContactChannels, openingHours } from './ContactForm/ContactChannels';
export type { ContactChannelsData, ContactChannelsProps } from './ContactForm/ContactChannels';
export { CONTACT_TOPICS, DEFAULT_CONTACT_CHANNELS_LABELS, DEFAULT_CONTACT_FORM_LABELS } from './ContactForm/labels';
export type { ContactChannelsLabels, ContactFormLabels, ContactTopic } from './ContactForm/labels';
export { DEFAULT_POLICY_PAGE_LABELS, PolicyPage } from './pages/PolicyPage/PolicyPage';
export type { PolicyLink, PolicyPageLabels, PolicyPageProps } from './pages/PolicyPage/PolicyPage';
export { ArticleCard, ArticlePage, BlogIndexPage, BlogPage, DEFAULT_BLOG_PATHS } from './pages/BlogPages/BlogPages';
export type {
  ArticleCardProps,
  ArticlePageProps,
  BlogIndexPageProps,
  BlogPageProps,
  BlogPaths,
} from './pages/BlogPages/BlogPages';
export { DEFAULT_BLOG_PAGES_LABELS } from './pages/BlogPages/labels';
export type { BlogPagesLabels } from './pages/BlogPages/labels';
export { CookieConsent, OPTIONAL_CONSENT_CATEGORIES } from './CookieConsent/CookieConsent';
export { CookieConsentBanner } from './CookieConsent/CookieConsentBanner';
export type { CookieConsentBannerProps } from './CookieConsent/CookieConsentBanner';
export type {
  ConsentCategory,
  ConsentDecision,
  CookieConsentProps,
  CookieConsentVariant,
} from './CookieConsent/CookieConsent';
export { DEFAULT_COOKIE_CONSENT_LABELS } from './CookieConsent/labels';
export type { CookieConsentLabels } from './CookieConsent/labels';
export {
  fetchMultiSites,
  MULTI_SITES_PATH,
  RegionSwitchPrompt,
  suggestedSite,
} from './RegionSwitchPrompt/RegionSwitchPrompt';
export type { MultiSites, RegionalSite, RegionSwitchPromptProps } from './RegionSwitchPrompt/RegionSwitchPrompt';
export { DEFAULT_REGION_SWITCH_PROMPT_LABELS } from './RegionSwitchPrompt/labels';
export type { RegionSwitchPromptLabels } from './RegionSwitchPrompt/labels';
export { BackToTop } from './BackToTop/BackToTop';
export type { BackToTopProps } from './BackToTop/BackToTop';
export { DEFAULT_BACK_TO_TOP_LABELS } from './BackToTop/labels';
export type { BackToTopLabels } from './BackToTop/labels';
export { LoginDialog } from './LoginDialog/LoginDialog';
export type { LoginCredentials, LoginDialogProps } from './LoginDialog/LoginDialog';
export { DEFAULT_LOGIN_DIALOG_LABELS } from './LoginDialog/labels';
export type { LoginDialogLabels } from './LoginDialog/labels';
export { AddressForm } from './AddressForm/AddressForm';
export type { AddressFormProps } from './AddressForm/AddressForm';
export {
  ADDRESS_LINE_MAX_LENGTH,
  keepPhoneCharacters,
  PHONE_MAX_LENGTH,
  stateCodeFor,
} from './AddressForm/addressRules';
export type { AddressCountry, AddressField, AddressFormValues, CountryChoice } from './AddressForm/addressRules';
export { DEFAULT_ADDRESS_FORM_LABELS } from './AddressForm/labels';
export type { AddressFormLabels } from './AddressForm/labels';
export { InlineCart } from './InlineCart/InlineCart';
export type { InlineCartProps } from './InlineCart/InlineCart';
export { DEFAULT_INLINE_CART_LABELS } from './InlineCart/labels';
export type { InlineCartLabels } from './InlineCart/labels';
export { AddToCartDialog } from './AddToCartDialog/AddToCartDialog';
export type { AddToCartDialogProps } from './AddToCartDialog/AddToCartDialog';
export { DEFAULT_ADD_TO_CART_DIALOG_LABELS } from './AddToCartDialog/labels';
export type { AddToCartDialogLabels } from './AddToCartDialog/labels';
export { QuickAddToCart } from './QuickAddToCart/QuickAddToCart';
export type { QuickAddToCartProps } from './QuickAddToCart/QuickAddToCart';
export { DEFAULT_QUICK_ADD_TO_CART_LABELS } from './QuickAddToCart/labels';
export type { QuickAddToCartLabels } from './QuickAddToCart/labels';
export type { QuickAddProduct } from './QuickAddToCart/QuickAddToCart';
export { LoadErrorAlert, ThemePreviewBanner } from './SiteNotices/SiteNotices';
export type { LoadErrorAlertProps, ThemePreviewBannerProps } from './SiteNotices/SiteNotices';
export { DEFAULT_LOAD_ERROR_ALERT_LABELS, DEFAULT_THEME_PREVIEW_BANNER_LABELS } from './SiteNotices/labels';
export type { LoadErrorAlertLabels, ThemePreviewBannerLabels } from './SiteNotices/labels';
export { ReservationCountdown } from './ReservationCountdown/ReservationCountdown';
export type { ReservationCountdownProps } from './ReservationCountdown/ReservationCountdown';
export { DEFAULT_RESERVATION_COUNTDOWN_LABELS } from './ReservationCountdown/labels';
export type { ReservationCountdownLabels } from './ReservationCountdown/labels';
// Cart (add-to-cart form and the cart page composition).
export { AddToCartForm } from './AddToCartForm/AddToCartForm';
export type { AddToCartFormField, AddToCartFormProps } from './AddToCartForm/AddToCartForm';
export { DEFAULT_ADD_TO_CART_FORM_LABELS } from './AddToCartForm/labels';
export type { AddToCartFormLabels } from './AddToCartForm/labels';
export { CartPage } from './pages/CartPage/CartPage';
export type { CartPageField, CartPageProps } from './pages/CartPage/CartPage';
export type { CartCountryOption, CartCountryStates } from './pages/CartPage/ShippingEstimate';
export { DEFAULT_CART_PAGE_LABELS } from './pages/CartPage/labels';
export type { CartPageLabels } from './pages/CartPage/labels';
export { PageShell } from './pages/PageShell';
export type { PageShellProps } from './pages/PageShell';
export { PRODUCT_GRID_SIZES, ProductGrid } from './pages/ProductGrid';
export type { ProductGridProps } from './pages/ProductGrid';
// Form fields, messages and the checkout and account pages.
export * from './Field';
export { Alert } from './Alert/Alert';
export type { AlertProps } from './Alert/Alert';
export * from './pages/CheckoutPage';
export * from './pages/AccountPage';
// Product and browse pages
export { ProductImage } from './image/ProductImage';
export type { ProductImageProps } from './image/ProductImage';
export { DEFAULT_PRODUCT_CARD_LABELS } from './ProductCard/ProductCard';
export { WISHLIST_ACTION, WishlistForm } from './WishlistButton/WishlistForm';
export type { WishlistFormProps } from './WishlistButton/WishlistForm';
export { CommentForm } from './Comments/CommentForm';
export type { CommentField, CommentFormProps, CommentFormValues } from './Comments/CommentForm';
export type { ReviewField } from './Reviews/ReviewForm';
export { RecentlyViewed } from './RecentlyViewed/RecentlyViewed';
export type { RecentlyViewedProps } from './RecentlyViewed/RecentlyViewed';
export { DEFAULT_RECENTLY_VIEWED_LABELS } from './RecentlyViewed/labels';
export type { RecentlyViewedLabels } from './RecentlyViewed/labels';
export { SkeletonSection } from './Skeletons/Skeletons';
export type { SkeletonSectionProps } from './Skeletons/Skeletons';
export { Deferred, deferredModule } from './pages/deferred';
export type { DeferredModule, DeferredWhen } from './pages/deferred';
export { preloadProductPage, ProductPage } from './pages/ProductPage/ProductPage';
export type {
  ProductBuyBox,
  ProductPageExtras,
  ProductPageProps,
  ProductPageShopper,
} from './pages/ProductPage/ProductPage';
export type { ProductFeedbackAnswers, ProductFormAnswer } from './pages/ProductPage/ProductExtras';
export { DEFAULT_PRODUCT_PAGE_LABELS } from './pages/ProductPage/labels';
export type { ProductPageLabels } from './pages/ProductPage/labels';
export { HomePage } from './pages/HomePage/HomePage';
export type { HomePageProps } from './pages/HomePage/HomePage';
export { DEFAULT_HOME_PAGE_LABELS } from './pages/HomePage/labels';
export type { HomePageLabels } from './pages/HomePage/labels';
export { CollectionCard, DEFAULT_COLLECTION_CARD_LABELS } from './CollectionCard/CollectionCard';
export type { CollectionCardLabels, CollectionCardProps } from './CollectionCard/CollectionCard';
export { DEFAULT_MEDIA_FEED_LABELS, MediaFeed } from './MediaFeed/MediaFeed';
export type { MediaFeedLabels, MediaFeedPost, MediaFeedProps } from './MediaFeed/MediaFeed';
export { CollectionPage } from './pages/CollectionPage/CollectionPage';
export type { CollectionPageProps } from './pages/CollectionPage/CollectionPage';
export { DEFAULT_COLLECTION_PAGE_LABELS } from './pages/CollectionPage/labels';
export type { CollectionPageLabels } from './pages/CollectionPage/labels';
// Search, collections index and policy index pages.
export { SearchPage } from './pages/SearchPage/SearchPage';
export type { SearchPageProps } from './pages/SearchPage/SearchPage';
export { PriceRangeLabel, SearchFacets } from './pages/SearchPage/SearchFacets';
export type { SearchFacetsProps } from './pages/SearchPage/SearchFacets';
export { ActiveFilters } from './pages/SearchPage/ActiveFilters';
export type { ActiveFiltersProps } from './pages/SearchPage/ActiveFilters';
export { DEFAULT_SEARCH_PAGE_LABELS } from './pages/SearchPage/labels';
export type { SearchPageLabels } from './pages/SearchPage/labels';
export { CollectionsIndexPage, PolicyIndexPage } from './pages/BrowsePages/BrowsePages';
export type { CollectionsIndexPageProps, PolicyIndexPageProps, PolicySummary } from './pages/BrowsePages/BrowsePages';
export { DEFAULT_COLLECTIONS_INDEX_PAGE_LABELS, DEFAULT_POLICY_INDEX_PAGE_LABELS } from './pages/BrowsePages/labels';
export type { CollectionsIndexPageLabels, PolicyIndexPageLabels } from './pages/BrowsePages/labels';
export { DEFAULT_PAGINATION_LABELS, Pagination } from './Pagination/Pagination';
export type { PaginationLabels, PaginationProps } from './Pagination/Pagination';
export { DEFAULT_SORT_FORM_LABELS, SortForm } from './SortForm/SortForm';
export type { SortFormLabels, SortFormProps } from './SortForm/SortForm';
