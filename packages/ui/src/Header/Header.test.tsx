import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider, type Cart } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoNavigation } from '../fixtures/chrome';
import { demoCart } from '../fixtures/demo';
import { SearchBox } from '../SearchBox/SearchBox';
import { Header } from './Header';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

function renderHeader(ui: ReactNode, cart: Cart | null = demoCart()) {
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch: async () => Response.json(cart) });
  return render(
    <StoreProvider client={client} initialCart={cart} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      {ui}
    </StoreProvider>,
  );
}

/** The menu drawer: a native popover beside the banner (closed, so hidden: its name is checked on its attribute). */
const drawerOf = () => screen.getByRole('dialog', { hidden: true });

describe('Header', () => {
  it('starts with a skip link to the main content, then the banner landmark', () => {
    renderHeader(<Header storeName="Northwind" mainId="main" />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(['classic', 'centered'] as const)(
    'puts the navigation and the search box in the bar in the %s layout',
    (layout) => {
      renderHeader(
        <Header
          layout={layout}
          storeName="Northwind"
          search={<SearchBox />}
          navigation={[...demoNavigation.slice(0, 2), { ...demoNavigation[2]!, isCurrent: true }]}
        />,
      );
      const banner = screen.getByRole('banner');
      expect(banner).toHaveAttribute('data-layout', layout);
      expect(within(banner).getByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/');
      const nav = within(banner).getByRole('navigation', { name: 'Main' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['New in', 'Women', 'Men']);
      expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute('aria-current', 'page');
      expect(within(banner).getByRole('search')).toHaveAttribute('action', '/search');
      expect(within(banner).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
      expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account');
      expect(within(banner).getByRole('link', { name: 'Wish list' })).toHaveAttribute('href', '/wishlist');
    },
  );

  it('keeps the navigation and the search box out of the bar in the minimal layout (drawer only)', () => {
    renderHeader(<Header layout="minimal" storeName="Northwind" search={<SearchBox />} navigation={demoNavigation} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).queryByRole('search')).toBeNull();
    expect(
      within(drawerOf())
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual([...demoNavigation.map((item) => item.label), 'Sign in', 'Wish list']);
    expect(within(drawerOf()).getByRole('search', { hidden: true })).toBeInTheDocument();
  });

  it('says the shopper is signed in on the account link', () => {
    renderHeader(<Header storeName="Northwind" isSignedIn />);
    const account = screen.getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('data-signed-in', 'true');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows the cart count from the cart summary', () => {
    renderHeader(<Header storeName="Northwind" />);
    const cart = screen.getByRole('link', { name: 'Cart, 4 items' });
    expect(cart).toHaveAttribute('data-state', 'known');
    expect(cart).toHaveTextContent('4');
    expect(within(cart).getByTestId('cart-count')).toHaveAttribute('data-count', '4');
  });

  it('says just "Cart" while the count is unknown', () => {
    renderHeader(<Header storeName="Northwind" />, null);
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('data-state', 'unknown');
    expect(cart.querySelector('[data-empty]')).not.toBeNull();
  });

  it('opens the drawer cart instead of following the link when onCartClick is given (drawer cart type)', async () => {
    const user = userEvent.setup();
    const onCartClick = vi.fn();
    renderHeader(<Header storeName="Northwind" onCartClick={onCartClick} />);
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    await user.click(screen.getByRole('link', { name: /Cart/ }));
    expect(onCartClick).toHaveBeenCalledOnce();
    expect(clicks).toEqual([true]);
  });

  it('opens the menu drawer with its button without JavaScript: a native popover', () => {
    renderHeader(
      <Header
        storeName="Northwind"
        navigation={demoNavigation}
        currencySelector={<button type="button">USD</button>}
      />,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const drawer = drawerOf();
    expect(menuButton).toHaveAttribute('popovertarget', drawer.id);
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('aria-label', 'Menu');
    expect(within(drawer).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'popovertarget',
      drawer.id,
    );
    expect(within(drawer).getByRole('button', { name: 'USD', hidden: true })).toBeInTheDocument();
    // The drawer is not inside the banner: the bar's own search box and selectors stay the only ones there.
    expect(screen.getByRole('banner')).not.toContainElement(drawer);
  });

  it('puts the currency selector in the bar on phones with the header placement, in the drawer with the global one', () => {
    const { unmount } = renderHeader(
      <Header storeName="Northwind" selectorPlacement="header" currencySelector={<button type="button">USD</button>} />,
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-selectors', 'header');
    expect(within(drawerOf()).queryByRole('button', { name: 'USD', hidden: true })).toBeNull();
    unmount();
    renderHeader(
      <Header storeName="Northwind" selectorPlacement="global" currencySelector={<button type="button">USD</button>} />,
    );
    expect(within(drawerOf()).getByRole('button', { name: 'USD', hidden: true })).toBeInTheDocument();
  });

  it('closes the drawer when a link in it is followed (client-side navigation keeps the page)', async () => {
    const user = userEvent.setup();
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    renderHeader(<Header storeName="Northwind" navigation={demoNavigation} />);
    const link = within(drawerOf()).getByRole('link', { name: 'Women', hidden: true });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(hidePopover).toHaveBeenCalledOnce();
  });

  // Six axe runs (three layouts, bar and drawer): more than one check's default time.
  it('has no axe violations, in every layout', { timeout: 20_000 }, async () => {
    for (const layout of ['classic', 'centered', 'minimal'] as const) {
      const { unmount } = renderHeader(
        <>
          <Header layout={layout} storeName="Northwind" search={<SearchBox />} navigation={demoNavigation} />
          <main id="main-content" />
        </>,
      );
      expect(await axeViolations(document.body), layout).toEqual([]);
      // Open, the drawer is a named dialog over the page (jsdom has no popovers: shown by removing the attribute).
      drawerOf().removeAttribute('popover');
      expect(await axeViolations(screen.getByRole('dialog', { name: 'Menu' })), `${layout} drawer`).toEqual([]);
      unmount();
    }
  });
});
