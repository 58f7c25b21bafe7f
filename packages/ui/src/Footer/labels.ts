/** Texts of the footer; override any of them to translate. */
export interface FooterLabels {
  /** Name of the footer's link navigation. */
  navLabel: string;
  policiesLabel: string;
  paymentMethods: string;
  /** Reopens the cookie consent banner. */
  cookieSettings: string;
  copyright: (year: number, storeName: string) => string;
}

export const DEFAULT_FOOTER_LABELS: FooterLabels = {
  navLabel: 'Footer',
  policiesLabel: 'Policies',
  paymentMethods: 'We accept',
  cookieSettings: 'Cookie settings',
  copyright: (year, storeName) => `© ${year} ${storeName}. All rights reserved.`,
};
