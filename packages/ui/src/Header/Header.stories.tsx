import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyProvider, StoreProvider, type Cart } from '@vitrine/headless';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CurrencySelector } from '../CurrencySelector/CurrencySelector';
import { demoIpInfo, demoNavigation, demoRates, fakeStoreClient } from '../fixtures/chrome';
import { demoCart } from '../fixtures/demo';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector';
import { SearchBox } from '../SearchBox/SearchBox';
import { Header, type HeaderProps } from './Header';
import { PHONE_GLOBALS } from '../pages/demoChrome';

/** Its own store with a known cart (or none) and server-known rates: no network. */
function WithStore({ cart, ...props }: HeaderProps & { cart: Cart | null }) {
  const client = useMemo(() => fakeStoreClient(() => Response.json(cart)), [cart]);
  return (
    <StoreProvider client={client} initialCart={cart} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <CurrencyProvider initialRates={demoRates} initialIpInfo={demoIpInfo} checkoutCurrency="USD" storage={null}>
        <Header {...props} />
        <main id="main-content" style={{ padding: '2rem', minHeight: 360 }}>
          <p>Autumn layers, made to last.</p>
        </main>
      </CurrencyProvider>
    </StoreProvider>
  );
}

const meta = {
  title: 'Components/Header',
  component: Header,
  render: (args) => <WithStore cart={demoCart()} {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    storeName: 'Northwind Atelier',
    navigation: [{ ...demoNavigation[0]!, isCurrent: true }, ...demoNavigation.slice(1)],
    search: <SearchBox />,
    currencySelector: <CurrencySelector />,
    languageSelector: <LanguageSelector />,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo at the inline start, navigation beside it, icons at the end. */
export const Classic: Story = {
  args: { layout: 'classic' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 4 items' })).toHaveAttribute(
      'data-state',
      'known',
    );
  },
};

/** Logo centred with the search box before it, navigation on a row below (a scrolling row on phones). */
export const Centered: Story = { args: { layout: 'centered' } };

/** Menu · logo · icons; the navigation lives only in the menu drawer. */
export const Minimal: Story = { args: { layout: 'minimal' } };

/** Each layout at phone width: classic menu · logo · icons, centered adds the navigation row, minimal ends with the menu. */
export const PhoneLayouts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, inlineSize: 390 }}>
      {(['classic', 'centered', 'minimal'] as const).map((layout) => (
        <WithStore key={layout} cart={demoCart()} {...args} layout={layout} />
      ))}
    </div>
  ),
  globals: PHONE_GLOBALS,
  // Three headers side by side for comparison, not a page: one banner and one main per page does not apply.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  tags: ['phone'],
  // A long store name shortens with an ellipsis; it never runs under the icons beside it.
  play: async ({ canvasElement }) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const banners = within(canvasElement).getAllByRole('banner');
    await expect(banners).toHaveLength(3);
    for (const banner of banners) {
      const logo = within(banner).getByRole('link', { name: /Northwind Atelier/ });
      const controls = [...banner.querySelectorAll<HTMLElement>('a[href], button')].filter(
        (control) => control !== logo && control.getClientRects().length > 0,
      );
      const clashes = controls.filter((control) =>
        overlaps(logo.getBoundingClientRect(), control.getBoundingClientRect()),
      );
      await expect(clashes.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual([]);
    }
  },
};

/** A theme with the currency selector in the header (venue): it stays in the bar on phones. */
export const CurrencyInHeader: Story = {
  args: { selectorPlacement: 'header' },
  globals: PHONE_GLOBALS,
  tags: ['phone'],
};

/** Signed in: the account link says so. */
export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'data-signed-in',
      'true',
    );
  },
};

/** No cart known yet: no count badge. */
export const CartUnknown: Story = { render: (args) => <WithStore cart={null} {...args} /> };

/** With the drawer cart type the cart icon opens the drawer. */
export const DrawerCart: Story = {
  args: { onCartClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Cart/ }));
    await expect(args.onCartClick).toHaveBeenCalled();
  },
};

/** Below 768 px: the menu button opens the search box, navigation and selectors in a drawer (a native popover). */
export const MobileMenu: Story = {
  globals: PHONE_GLOBALS,
  // The story tests render it at a phone's size (the menu button exists below 768 px only).
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = within(document.body).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Outerwear' })).toBeVisible();
  },
};

/** Hebrew: the layout mirrors; the menu drawer comes from the right. */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    storeName: 'נורת׳וינד',
    navigation: [
      { label: 'חדש', href: '/collections/new-in' },
      { label: 'נשים', href: '/collections/women' },
      { label: 'גברים', href: '/collections/men' },
      { label: 'מעילים', href: '/collections/outerwear' },
    ],
    labels: {
      skipToContent: 'דלגו לתוכן',
      navLabel: 'ראשי',
      search: 'חיפוש',
      account: 'חשבון',
      signIn: 'כניסה',
      wishlist: 'רשימת משאלות',
      cart: (count) => (count === null ? 'עגלה' : `עגלה, ${count} פריטים`),
      openMenu: 'תפריט',
      closeMenu: 'סגירת התפריט',
      menuTitle: 'תפריט',
    },
  },
};
