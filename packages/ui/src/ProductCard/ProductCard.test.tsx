import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeStore, storeProviderFor } from '../../test/store';
import { alderShirt, harborCoat, juniperBeanie, marlowTote } from '../fixtures/demo';
import { LinkProvider, type LinkProps } from '../Link/Link';
import { ProductCard, PRODUCT_CARD_SIZES } from './ProductCard';

/** Cards carry the kit's quick add, which adds through the store: rendered inside one, as in the shop. */
const render = (ui: Parameters<typeof renderBare>[0]) => renderBare(ui, { wrapper: storeProviderFor(null) });

const mainImage = (container: HTMLElement) => container.querySelector<HTMLImageElement>('img:not([aria-hidden])')!;

describe('ProductCard', () => {
  it('renders one link named by the title, to href', () => {
    render(<ProductCard product={alderShirt} href="/products/alder-linen-shirt" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Alder Linen Shirt');
    expect(links[0]).toHaveAttribute('href', '/products/alder-linen-shirt');
    expect(screen.getByRole('article', { name: 'Alder Linen Shirt' })).toBeInTheDocument();
  });

  it('gives the image a srcset of all widths, default sizes, 4:5 width/height and lazy loading', () => {
    const { container } = render(<ProductCard product={alderShirt} href="/p" />);
    const img = mainImage(container);
    expect(img).toHaveAttribute('alt', 'Alder Linen Shirt in sand, front');
    expect(img.getAttribute('srcset')).toContain('/demo/alder-linen-shirt.svg?w=100 100w');
    expect(img.getAttribute('srcset')).toContain('/demo/alder-linen-shirt.svg?w=2000 2000w');
    expect(img).toHaveAttribute('sizes', PRODUCT_CARD_SIZES);
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly with high fetch priority, and takes sizes', () => {
    const { container } = render(<ProductCard product={alderShirt} href="/p" priority sizes="100vw" />);
    const img = mainImage(container);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('adds a lazy, hidden hover image when the product has one', () => {
    const { container } = render(<ProductCard product={alderShirt} href="/p" priority />);
    const hover = container.querySelector('img[aria-hidden="true"]');
    expect(hover).toHaveAttribute('alt', '');
    expect(hover).toHaveAttribute('loading', 'lazy');
    expect(hover?.getAttribute('src')).toContain('alder-linen-shirt-back');
    render(<ProductCard product={harborCoat} href="/q" />);
    expect(document.querySelectorAll('img[aria-hidden="true"]')).toHaveLength(1);
  });

  it('marks a sale with a badge, data-sale and the compare-at price', () => {
    render(<ProductCard product={harborCoat} href="/p" />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-sale');
    expect(card).not.toHaveAttribute('data-sold-out');
    expect(within(card).getByText('Sale')).toBeInTheDocument();
    expect(within(card).getByText('Regular price $320.00')).toBeInTheDocument();
  });

  it('marks a sold-out product', () => {
    render(<ProductCard product={juniperBeanie} href="/p" />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-sold-out');
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    expect(within(card).queryByText('Sale')).toBeNull();
  });

  it('lists colour swatches by name, at most five plus a count', () => {
    render(<ProductCard product={marlowTote} href="/p" />);
    const list = screen.getByRole('list', { name: 'Available colours' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Cognac');
    expect(items[5]).toHaveTextContent('+2');
  });

  it('shows "From" for a price range', () => {
    render(<ProductCard product={marlowTote} href="/p" />);
    expect(screen.getByRole('article')).toHaveTextContent(/From\s*\$180\.00/);
  });

  it('shows the price in the shopper currency by itself (usePrice through the CurrencyProvider)', () => {
    const { Provider } = fakeStore(undefined, { currency: 'EUR', rates: { base: 'USD', rates: { USD: 1, EUR: 0.5 } } });
    render(
      <Provider>
        <ProductCard product={{ ...harborCoat, price: 24500, compare_at_price: 32000, currency: 'USD' }} href="/p" />
      </Provider>,
    );
    const price = screen.getByRole('article').querySelector('[data-currency]');
    expect(price).toHaveAttribute('data-currency', 'EUR');
    expect(within(price as HTMLElement).getByText(/^Sale price 122\.50\s€$/)).toBeInTheDocument();
  });

  it('falls back to a drawn picture when the picture fails or is missing, never a broken box (spec 8)', () => {
    const { container } = render(<ProductCard product={harborCoat} href="/p" />);
    fireEvent.error(mainImage(container));
    const drawn = within(screen.getByRole('article')).getByRole('img', { name: harborCoat.image!.alt });
    expect(drawn).toHaveAttribute('data-fallback', 'error');
    render(<ProductCard product={{ ...harborCoat, ID: 999, image: null, hover_image: null }} href="/q" />);
    const cards = screen.getAllByRole('article');
    expect(within(cards[1]!).getByRole('img', { name: harborCoat.title })).toHaveAttribute('data-fallback', 'missing');
  });

  it('draws the quick add control on the picture, outside the card link', () => {
    render(<ProductCard product={alderShirt} href="/p" quickAdd={<button type="button">Quick add</button>} />);
    const button = screen.getByRole('button', { name: 'Quick add' });
    expect(button.closest('[data-part="media"]')).not.toBeNull();
    expect(button.closest('a')).toBeNull();
  });

  it('renders each layout; minimal drops vendor and swatches', () => {
    for (const layout of ['standard', 'overlay', 'minimal'] as const) {
      const { unmount } = render(<ProductCard product={alderShirt} href="/p" layout={layout} />);
      const card = screen.getByRole('article');
      expect(card).toHaveAttribute('data-layout', layout);
      expect(within(card).queryByRole('list') !== null).toBe(layout !== 'minimal');
      unmount();
    }
  });

  it('uses the link component from LinkProvider', () => {
    const RouterLink = ({ href, ...props }: LinkProps) => <a data-router="" href={href} {...props} />;
    render(
      <LinkProvider component={RouterLink}>
        <ProductCard product={alderShirt} href="/p" />
      </LinkProvider>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('data-router');
  });

  it('formats in the given locale and centsub style', () => {
    const { container } = render(
      <ProductCard product={{ ...alderShirt, currency: 'EUR' }} href="/p" locale="de-DE" currencyStyle="centsub" />,
    );
    expect(container.querySelector('sup')).toHaveTextContent('00');
    expect(screen.getByText('68,00 €')).toBeInTheDocument();
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <ProductCard product={alderShirt} href="/a" priority />
        <ProductCard product={harborCoat} href="/b" layout="overlay" />
        <ProductCard product={juniperBeanie} href="/c" layout="minimal" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
