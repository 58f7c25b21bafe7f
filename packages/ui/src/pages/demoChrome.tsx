import { createContext, useContext } from 'react';
import { useBreadcrumb, useCartUi, type CurrencyStyle, type PageMetaBreadcrumbEntry } from '@vitrine/headless';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Footer } from '../Footer/Footer';
import { CurrencySelector } from '../CurrencySelector/CurrencySelector';
import { Header } from '../Header/Header';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector';
import { SearchBox } from '../SearchBox/SearchBox';
import { demoPaymentIcons } from '../fixtures/checkout';
import { demoFooterColumns, demoNavigation, demoPolicies } from '../fixtures/chrome';
import { PaymentIcons } from '../PaymentIcons/PaymentIcons';
import { SubscribeForm } from '../SubscribeForm/SubscribeForm';
import type { ReactNode } from 'react';
import { PageShell } from './PageShell';
import {
  currencySelectorPlace,
  DEFAULT_THEME_SETTINGS,
  HERO_LAYOUTS,
  type GalleryLayout,
  type HeaderLayout,
  type HeroLayout,
  type ProductCardLayout,
  type ThemeSettings,
} from '../theme/settings';

/**
 * Demo store chrome shared by the page stories: the same header and footer on
 * every page, so pages differ only in their content.
 */
export const STORE_NAME = 'Northwind Atelier';

/**
 * Countries named in the story's language, as the shop's cart and checkout
 * routes name them (`countryOptions`; the engine's names are English).
 */
export function countriesNamedIn<C extends { code: string; name: string }>(
  countries: readonly C[],
  locale = 'en-US',
): C[] {
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
  /** `settings.layout.hero` of the theme. */
  heroLayout?: HeroLayout;
  /** `settings.showBreadcrumbs` of the theme. */
  showBreadcrumbs?: ThemeSettings['showBreadcrumbs'];
  currencyStyle?: CurrencyStyle;
  locale?: string;
}

/** Theme settings and locale that preview injects (names without a value yet are ignored). */
export const PAGE_FROM_GLOBALS = [
  'locale',
  'currencyStyle',
  'layout',
  'headerLayout',
  'galleryLayout',
  'heroLayout',
  'showBreadcrumbs',
];

export const pageArgTypes = {
  headerLayout: { control: 'inline-radio', options: ['classic', 'centered', 'minimal'] },
  layout: { control: 'inline-radio', options: ['standard', 'overlay', 'minimal'] },
  galleryLayout: { control: 'inline-radio', options: ['carousel', 'grid', 'stacked'] },
  heroLayout: { control: 'inline-radio', options: HERO_LAYOUTS },
  currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] },
} as const;

/**
 * The active theme's settings for the stories' site frame (Storybook's preview
 * provides the toolbar theme's), so the frame places its parts by the same
 * rules as the shop's (`currencySelectorPlace`, the cart type).
 */
export const DemoThemeSettings = createContext<ThemeSettings>(DEFAULT_THEME_SETTINGS);

/** The header with the main navigation, as the shop's frame fills it; `current` marks the section the page belongs to. */
export function DemoHeader({ layout, current }: { layout?: HeaderLayout; current?: string }) {
  const navigation = demoNavigation.map((item) => ({ ...item, isCurrent: item.href === current }));
  const currencyPlace = currencySelectorPlace(useContext(DemoThemeSettings).currencySelector);
  const { cartType, showCart } = useCartUi();
  return (
    <Header
      layout={layout}
      storeName={STORE_NAME}
      navigation={navigation}
      search={<SearchBox />}
      // Drawer themes open the cart in place; page themes follow the link to /cart.
      onCartClick={cartType === 'drawer' ? showCart : undefined}
      currencySelector={currencyPlace.inHeader ? <CurrencySelector /> : undefined}
      languageSelector={<LanguageSelector />}
      selectorPlacement={currencyPlace.headerPlacement}
    />
  );
}

/** Props of {@link DemoBreadcrumb}: the page as the shop's route `handle` names it, and the theme's switch. */
export interface DemoBreadcrumbProps {
  /** The page's route name (spec 2), e.g. `product-index`. */
  routeName: string;
  path: string;
  title: string;
  /** The page-meta trail (a product in exactly one collection: that collection). */
  pageMetaBreadcrumb?: readonly PageMetaBreadcrumbEntry[] | null;
  showBreadcrumbs?: ThemeSettings['showBreadcrumbs'];
}

/**
 * The site's breadcrumb bar as the shop's shell draws it: the kit's
 * `Breadcrumb` fed by `useBreadcrumb` with the theme's switch (header module
 * or global web navigation), as on a first visit (no previous page).
 */
export function DemoBreadcrumb({
  routeName,
  path,
  title,
  pageMetaBreadcrumb = null,
  showBreadcrumbs,
}: DemoBreadcrumbProps) {
  const breadcrumb = useBreadcrumb({
    routeName,
    path,
    title,
    pageMetaBreadcrumb,
    settings: showBreadcrumbs && {
      headerShowBreadcrumb: showBreadcrumbs.headerModule,
      webNavigate: { show_navigate: showBreadcrumbs.webNavigation },
    },
    referrer: null,
  });
  if (!breadcrumb.isShown || breadcrumb.items.length < 2) return null;
  return <Breadcrumb {...breadcrumb} />;
}

/** The footer with link columns, the newsletter form, "Cookie settings" and the accepted payment methods, as the shop's. */
export function DemoFooter() {
  const currencyPlace = currencySelectorPlace(useContext(DemoThemeSettings).currencySelector);
  return (
    <Footer
      storeName={STORE_NAME}
      columns={demoFooterColumns}
      policies={demoPolicies}
      subscribe={<SubscribeForm />}
      cookieSettings={{ href: '/policies/privacy-policy' }}
      paymentIcons={<PaymentIcons icons={demoPaymentIcons} position="footer" />}
      selectors={currencyPlace.inFooter ? <CurrencySelector side="top" /> : undefined}
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

/** Whether the page is no wider than the screen: on a phone, nothing scrolls sideways. */
export function fitsScreen(canvasElement: HTMLElement): boolean {
  const root = canvasElement.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
}

/**
 * Whether the page sits in the site's frame: the header and footer are
 * children of `PageShell` (pages draw `header`s and `footer`s of their own,
 * so they are not looked up by role).
 */
export function hasSiteFrame(canvasElement: HTMLElement): boolean {
  return Boolean(
    canvasElement.querySelector('[data-page] > header[data-layout]') &&
    canvasElement.querySelector('[data-page] > footer'),
  );
}

/**
 * A page inside the demo store's frame (header and footer), as the shop's
 * root draws every route; `page` is the shell's `data-page`.
 *
 * @example
 * <DemoPageFrame page="blog" headerLayout="centered"><BlogPage … /></DemoPageFrame>
 */
export function DemoPageFrame({ page, headerLayout, children }: PageStoryArgs & { page: string; children: ReactNode }) {
  return (
    <PageShell page={page} header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      {children}
    </PageShell>
  );
}
