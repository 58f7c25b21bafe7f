/** Texts of the footer; override any of them to translate. */
export interface FooterLabels {
  /** Name of the footer's link navigation. */
  navLabel: string;
  policiesLabel: string;
  paymentMethods: string;
  copyright: (year: number, storeName: string) => string;
}

export const DEFAULT_FOOTER_LABELS: FooterLabels = {
  navLabel: 'Footer',
  policiesLabel: 'Policies',
  paymentMethods: 'We accept',
  copyright: (year, storeName) => `© ${year} ${storeName}. All rights reserved.`,
};
