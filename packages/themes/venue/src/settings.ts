import type { ThemeSettings } from '@vitrine/ui/theme';

/** Venue theme settings (cart type, breadcrumbs, currency selector, layouts). */
export const settings = {
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: true, webNavigation: true },
  currencySelector: {
    showSelector: true,
    selectorType: 'header',
    checkDisplay: true,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: ['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'MXN'],
  },
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'overlay', gallery: 'grid', hero: 'overlap' },
} satisfies ThemeSettings;
