import { RECENTLY_VIEWED_STORAGE_KEY } from '@vitrine/headless';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { fakeStore } from '../../../test/store';
import { alderProductPage } from '../../fixtures/productPage';
import { preloadProductPage, ProductPage, type ProductPageProps } from './ProductPage';

/** On-demand chunks are compiled on first import in the test runner: give them time. */
const LOADING = { timeout: 10_000 };

// The chunks compile on first import in the test runner, which takes seconds: once, before the tests.
beforeAll(() => Promise.all([preloadProductPage(), import('./productView')]), 60_000);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/products/alder-linen-shirt');
});

/** Renders the page inside an awaited act: its on-demand parts suspend, and React retries them only then. */
async function renderPage(props: Partial<ProductPageProps> = {}) {
  const store = fakeStore((call) =>
    call.path === '/wish_list/wishing'
      ? { body: { data: { product_ids: [101] } } }
      : { body: { data: { product_ids: [] } } },
  );
  const seen: { name: string; payload: unknown }[] = [];
  store.events.subscribe('*', (event) => seen.push({ name: event.name, payload: event.payload }));
  const view = await act(async () =>
    render(
      <store.Provider>
        <main>
          <ProductPage
            {...alderProductPage}
            addToCart={(buy) => (
              <form id={buy.formId} aria-label="Buy" method="post" action="/cart">
                <button type="submit" disabled={buy.isSoldOut}>
                  {buy.isSoldOut ? 'Sold out' : `Add ${buy.variant?.title ?? ''}`}
                </button>
              </form>
            )}
            {...props}
          />
        </main>
      </store.Provider>,
    ),
  );
  return { ...view, store, seen };
}

// A whole page in jsdom takes a few seconds on a busy machine.
describe('ProductPage', { timeout: 30_000 }, () => {
  it('composes the buy box: one title, the price, radios of the shop’s form, the size chart and the heart', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alder Linen Shirt');
    expect(screen.getByTestId('product-price')).toHaveTextContent('$68.00');
    const buy = screen.getByRole('form', { name: 'Buy' }) as HTMLFormElement;
    expect(new FormData(buy).get('option[Colour]')).toBe('Sand');
    expect(await screen.findByRole('button', { name: 'Size chart' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('product-wishlist')).getByRole('button', { name: 'Add to wish list' }),
    ).toBeInTheDocument();
  });

  it('follows a variant choice: price, the add form, and the address without a navigation', async () => {
    const user = userEvent.setup();
    await renderPage();
    const buyBox = screen.getByRole('region', { name: 'Alder Linen Shirt' });
    await user.click(within(buyBox).getByRole('radio', { name: /^Navy/ }));
    await user.click(within(buyBox).getByRole('radio', { name: /^XS/ }));
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    const navyXs = alderProductPage.product.variants.find((v) =>
      v.options.every((o) => ['Navy', 'XS'].includes(o.value)),
    )!;
    expect(new URL(window.location.href).searchParams.get('variant')).toBe(String(navyXs.ID));
    await user.click(within(buyBox).getByRole('radio', { name: /^M/ }));
    expect(within(screen.getByRole('form', { name: 'Buy' })).getByRole('button')).toBeEnabled();
  });

  it('starts from the variant the address names', async () => {
    const sage = alderProductPage.product.variants.find((v) => v.options.some((o) => o.value === 'Sage'))!;
    await renderPage({ initialVariantId: sage.ID });
    expect(
      within(screen.getByRole('region', { name: 'Alder Linen Shirt' })).getByRole('radio', { name: 'Sage' }),
    ).toBeChecked();
  });

  it('draws the gallery in the theme’s layout', async () => {
    const { container } = await renderPage({ galleryLayout: 'grid' });
    expect(container.querySelector('[data-gallery]')).toHaveAttribute('data-gallery', 'grid');
    expect(container.querySelector('section[data-layout="grid"]')!.querySelectorAll('img')).toHaveLength(4);
  });

  it('loads the sections below the buy box on demand: set, reviews, comments, FAQ, related', async () => {
    await renderPage({ cardLayout: 'overlay' });
    expect(await screen.findByRole('region', { name: 'Customer reviews' }, LOADING)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Comments/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Write a review' })).toHaveAttribute(
      'action',
      '/products/alder-linen-shirt',
    );
    expect(screen.getByTestId('product-set')).toBeInTheDocument();
    const related = screen.getByTestId('guess-you-like');
    expect(related.querySelector('article')).toHaveAttribute('data-layout', 'overlay');
  });

  it('tracks the product view once and records it in the browsing record', async () => {
    const user = userEvent.setup();
    const { seen } = await renderPage();
    await waitFor(() => expect(seen.filter((e) => e.name === 'track:view_item')).toHaveLength(1), LOADING);
    expect(seen[0]!.payload).toMatchObject({
      item: { productId: 101, title: 'Alder Linen Shirt', price: 6800 },
      currency: 'USD',
    });
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toContain('alder-linen-shirt');
    await user.click(
      within(screen.getByRole('region', { name: 'Alder Linen Shirt' })).getByRole('radio', { name: 'Sage' }),
    );
    expect(seen.filter((e) => e.name === 'track:view_item')).toHaveLength(1);
  });

  it('tracks add_to_wishlist when the heart saves the product', async () => {
    const user = userEvent.setup();
    const { seen } = await renderPage({ shopper: { isSignedIn: true, csrfToken: 'tok', wishedProductIds: [] } });
    const heart = await screen.findByRole('button', { name: 'Add to wish list' });
    // The heart answers once its own code drew it (before, the server's copy stands in).
    await waitFor(
      () => expect(screen.getByTestId('product-wishlist').firstElementChild).toHaveAttribute('data-state', 'ready'),
      LOADING,
    );
    await user.click(heart);
    await waitFor(() => expect(seen.some((e) => e.name === 'track:add_to_wishlist')).toBe(true), LOADING);
  });

  it('has no axe violations, sections loaded', async () => {
    const { container } = await renderPage();
    await screen.findByRole('region', { name: 'Customer reviews' }, LOADING);
    expect(await axeViolations(container)).toEqual([]);
  });
});
