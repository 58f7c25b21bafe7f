import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider, type Cart } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoNavigation } from '../fixtures/chrome';
import { demoCart } from '../fixtures/demo';
import { Header } from './Header';

beforeEach(() => localStorage.clear());

function renderHeader(ui: ReactNode, cart: Cart | null = demoCart()) {
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch: async () => Response.json(cart) });
  return render(
    <StoreProvider client={client} initialCart={cart} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      {ui}
    </StoreProvider>,
  );
}

describe('Header', () => {
  it('starts with a skip link to the main content, then the banner landmark', () => {
    renderHeader(<Header storeName="Northwind" mainId="main" />);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('renders the layout, logo, navigation and icon links', () => {
    renderHeader(<Header layout="centered" storeName="Northwind" navigation={[...demoNavigation.slice(0, 2), { ...demoNavigation[2]!, isCurrent: true }]} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-layout', 'centered');
    expect(within(banner).getByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['New in', 'Women', 'Men']);
    expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(banner).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(banner).getByRole('link', { name: 'Wish list' })).toHaveAttribute('href', '/wishlist');
  });

  it('keeps the navigation out of the bar in the minimal layout', () => {
    renderHeader(<Header layout="minimal" storeName="Northwind" navigation={demoNavigation} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the cart count from the cart summary', () => {
    renderHeader(<Header storeName="Northwind" />);
    const cart = screen.getByRole('link', { name: 'Cart, 4 items' });
    expect(cart).toHaveAttribute('data-state', 'known');
    expect(cart).toHaveTextContent('4');
  });

  it('says just "Cart" while the count is unknown', () => {
    renderHeader(<Header storeName="Northwind" />, null);
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('data-state', 'unknown');
    expect(cart.querySelector('[data-empty]')).not.toBeNull();
  });

  it('opens the drawer cart instead of following the link when onCartClick is given', async () => {
    const user = userEvent.setup();
    const onCartClick = vi.fn();
    renderHeader(<Header storeName="Northwind" onCartClick={onCartClick} />);
    await user.click(screen.getByRole('link', { name: /Cart/ }));
    expect(onCartClick).toHaveBeenCalledOnce();
  });

  it('opens the menu drawer with the navigation and selectors, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader(
      <Header storeName="Northwind" navigation={demoNavigation} currencySelector={<button type="button">USD</button>} />,
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(demoNavigation.length + 2);
    expect(within(drawer).getByRole('button', { name: 'USD' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderHeader(<Header storeName="Northwind" navigation={demoNavigation} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog');
    within(drawer).getByRole('link', { name: 'Women' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(within(drawer).getByRole('link', { name: 'Women' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations, closed and with the menu open', async () => {
    const user = userEvent.setup();
    renderHeader(<><Header storeName="Northwind" navigation={demoNavigation} /><main id="main-content" /></>);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
