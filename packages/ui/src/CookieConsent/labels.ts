import type { ConsentCategory } from './CookieConsent';

/** Texts of the cookie consent; override any of them to translate. */
export interface CookieConsentLabels {
  title: string;
  description: string;
  /** Notice-only text: cookies are used, nothing to choose. */
  noticeDescription: string;
  policyLink: string;
  acceptAll: string;
  rejectAll: string;
  customise: string;
  save: string;
  acknowledge: string;
  categoriesLegend: string;
  categories: Record<ConsentCategory, { name: string; description: string }>;
}

export const DEFAULT_COOKIE_CONSENT_LABELS: CookieConsentLabels = {
  title: 'We use cookies',
  description:
    'We use cookies to keep the store working, remember your preferences, understand how the site is used and show you relevant offers.',
  noticeDescription: 'This store uses cookies to keep your cart and preferences and to improve your experience.',
  policyLink: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save choices',
  acknowledge: 'Got it',
  categoriesLegend: 'Cookie categories',
  categories: {
    necessary: { name: 'Necessary', description: 'Cart, checkout and security. Always on.' },
    preferences: { name: 'Preferences', description: 'Language, currency and region.' },
    analytics: { name: 'Analytics', description: 'Anonymous statistics about how the store is used.' },
    marketing: { name: 'Marketing', description: 'Personalised ads on other sites and social networks.' },
  },
};
