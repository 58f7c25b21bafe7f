import type { ThemeSettings } from '@vitrine/ui/theme';

/** Athena theme settings (cart type, breadcrumbs, currency selector, layouts). */
export const settings = {
  cartType: 'page',
  showBreadcrumbs: { headerModule: true, webNavigation: true },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: false,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'INR', 'JPY'],
  },
  currencyStyle: 'default',
  layout: { header: 'centered', productCard: 'standard', gallery: 'carousel', hero: 'banner' },
} satisfies ThemeSettings;
