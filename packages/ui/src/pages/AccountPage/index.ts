export { ACCOUNT_PATHS, AccountLayout, AuthPanel, CsrfField } from './AccountLayout';
export type { AccountLayoutProps, AccountPaths, AccountSection, AuthPanelProps } from './AccountLayout';
export { AddressBookPage } from './AddressBookPage';
export type { AddressBookForm, AddressBookPageProps } from './AddressBookPage';
export { DEFAULT_ACCOUNT_LABELS } from './labels';
export type { AccountLabels } from './labels';
export { ForgotPasswordPage, RegisterPage, ResetPasswordPage, SignInPage, VerifyEmailPage } from './AuthPages';
export type {
  ForgotPasswordPageProps,
  RegisterField,
  RegisterPageProps,
  ResetPasswordPageProps,
  SignInNotice,
  SignInPageProps,
  VerifyEmailPageProps,
} from './AuthPages';
export { ProfilePage } from './ProfilePage';
export type { AccountProfile, ProfileField, ProfilePageProps, RecentOrder } from './ProfilePage';
export { OrderHistoryPage } from './OrderHistoryPage';
export type { OrderHistoryEntry, OrderHistoryPageProps } from './OrderHistoryPage';
export { OrderDetailPage } from './OrderDetailPage';
export type { OrderDetailPageProps, TrackedOrder } from './OrderDetailPage';
export { OrderTrackingPage } from './OrderTrackingPage';
export type { OrderTrackingPageProps, TrackingFormState } from './OrderTrackingPage';
export { WishlistPage } from './WishlistPage';
export type { WishItem, WishItemAnswer, WishlistPageProps } from './WishlistPage';
export { isolate, orderBadges } from './orderStatus';
export type { OrderBadge, OrderStatuses } from './orderStatus';
export { SignInChooserPage, SignInFailurePage, SignInProviderList, SocialSignIn } from './SocialSignIn';
export type { SignInChooserPageProps, SignInFailure, SocialSignInProps } from './SocialSignIn';
export { DEFAULT_SOCIAL_SIGN_IN_LABELS } from './socialLabels';
export type { SignInFailureReason, SocialSignInLabels } from './socialLabels';
