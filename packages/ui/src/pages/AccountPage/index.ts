export { ACCOUNT_PATHS, AccountLayout, AuthPanel, CsrfField } from './AccountLayout';
export type { AccountLayoutProps, AccountPaths, AccountSection, AuthPanelProps } from './AccountLayout';
export { AddressBookPage } from './AddressBookPage';
export type { AddressBookForm, AddressBookPageProps } from './AddressBookPage';
export { DEFAULT_ACCOUNT_LABELS } from './labels';
export type { AccountLabels } from './labels';
