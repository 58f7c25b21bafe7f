import { SELECTOR_CURRENCIES, type ThemeSettings } from '@vitrine/ui/theme';

/** Showtime theme settings (cart type, breadcrumbs, currency selector, layouts). */
export const settings = {
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: false, webNavigation: true },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: true,
    cartDisplay: true,
    defaultCurrency: 'USD',
    currencyList: [...SELECTOR_CURRENCIES],
  },
  currencyStyle: 'centsub',
  layout: { header: 'minimal', productCard: 'overlay', gallery: 'carousel', hero: 'fullBleed' },
} satisfies ThemeSettings;
