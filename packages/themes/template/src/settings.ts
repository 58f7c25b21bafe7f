import { SELECTOR_CURRENCIES, type ThemeSettings } from '@vitrine/ui/theme';

/**
 * Template theme settings: the storefront reads these (not CSS). Every field
 * is required; the theme test reports anything missing or invalid.
 */
export const settings = {
  // 'drawer' opens the cart drawer after add-to-cart; 'page' goes to /cart.
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
  // 'centsub' shows cents as superscript.
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel', hero: 'split' },
} satisfies ThemeSettings;
