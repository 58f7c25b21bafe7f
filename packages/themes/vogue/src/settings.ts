import type { ThemeSettings } from '@vitrine/ui/theme';

/** Vogue theme settings (cart type, breadcrumbs, currency selector, layouts). */
export const settings = {
  cartType: 'page',
  showBreadcrumbs: { headerModule: false, webNavigation: false },
  currencySelector: {
    showSelector: true,
    selectorType: 'footer',
    checkDisplay: false,
    cartDisplay: false,
    defaultCurrency: 'DEFAULT',
    currencyList: ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD'],
  },
  currencyStyle: 'default',
  layout: { header: 'centered', productCard: 'minimal', gallery: 'stacked', hero: 'editorial' },
} satisfies ThemeSettings;
