import { SELECTOR_CURRENCIES, type ThemeSettings } from '@vitrine/ui/theme';

/** Default theme settings (cart type, breadcrumbs, currency selector, layouts). */
export const settings = {
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: true, webNavigation: false },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: false,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: [...SELECTOR_CURRENCIES],
  },
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel' },
} satisfies ThemeSettings;
