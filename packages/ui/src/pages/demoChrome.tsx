import type { CurrencyStyle } from '@vitrine/headless';
import { Footer } from '../Footer/Footer';
import { CurrencySelector } from '../CurrencySelector/CurrencySelector';
import { Header } from '../Header/Header';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector';
import { SearchBox } from '../SearchBox/SearchBox';
import { demoPaymentIcons } from '../fixtures/checkout';
import { demoFooterColumns, demoNavigation, demoPolicies } from '../fixtures/chrome';
import { PaymentIcons } from '../PaymentIcons/PaymentIcons';
import { SubscribeForm } from '../SubscribeForm/SubscribeForm';
import type { GalleryLayout, HeaderLayout, ProductCardLayout } from '../theme/settings';

/**
 * Demo store chrome shared by the page stories: the same header and footer on
 * every page, so pages differ only in their content.
 */
export const STORE_NAME = 'Northwind Atelier';

/**
 * Countries named in the story's language, as the shop's cart and checkout
 * routes name them (`countryOptions`; the engine's names are English).
 */
export function countriesNamedIn<C extends { code: string; name: string }>(countries: readonly C[], locale = 'en-US'): C[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return countries.map((country) => ({ ...country, name: names.of(country.code) ?? country.name }));
}

/** Args every page story takes: the theme's settings (from the toolbar's theme) and locale. */
export interface PageStoryArgs {
  /** `settings.layout.header` of the theme. */
  headerLayout?: HeaderLayout;
  /** `settings.layout.productCard` (preview passes it as `layout`). */
  layout?: ProductCardLayout;
  /** `settings.layout.gallery` of the theme. */
  galleryLayout?: GalleryLayout;
  currencyStyle?: CurrencyStyle;
  locale?: string;
}

/** Theme settings and locale that preview injects (names without a value yet are ignored). */
export const PAGE_FROM_GLOBALS = ['locale', 'currencyStyle', 'layout', 'headerLayout', 'galleryLayout'];

export const pageArgTypes = {
  headerLayout: { control: 'inline-radio', options: ['classic', 'centered', 'minimal'] },
  layout: { control: 'inline-radio', options: ['standard', 'overlay', 'minimal'] },
  galleryLayout: { control: 'inline-radio', options: ['carousel', 'grid', 'stacked'] },
  currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] },
} as const;

/** The header with the main navigation; `current` marks the section the page belongs to. */
export function DemoHeader({ layout, current }: { layout?: HeaderLayout; current?: string }) {
  const navigation = demoNavigation.map((item) => ({ ...item, isCurrent: item.href === current }));
  return (
    <Header
      layout={layout}
      storeName={STORE_NAME}
      navigation={navigation}
      search={<SearchBox />}
      currencySelector={<CurrencySelector />}
      languageSelector={<LanguageSelector />}
    />
  );
}

/** The footer with link columns, the newsletter form, "Cookie settings" and the accepted payment methods, as the shop's. */
export function DemoFooter() {
  return (
    <Footer
      storeName={STORE_NAME}
      columns={demoFooterColumns}
      policies={demoPolicies}
      subscribe={<SubscribeForm />}
      cookieSettings={{ href: '/policies/privacy-policy' }}
      paymentIcons={<PaymentIcons icons={demoPaymentIcons} position="footer" />}
      year={2026}
    />
  );
}

/**
 * Globals of a page story at a phone's size (390 × 844, the size of the
 * shop's phone tests): Storybook's viewport takes its `phone` option. Tag the
 * story `phone` as well (literally: Storybook reads tags without running the
 * file), so the story tests render it in a 390 × 844 window and media queries
 * see a phone, as they do in the shop.
 *
 * @example
 * export const Mobile: Story = { globals: PHONE_GLOBALS, tags: ['phone'] };
 */
export const PHONE_GLOBALS = { viewport: { value: 'phone', isRotated: false } };
