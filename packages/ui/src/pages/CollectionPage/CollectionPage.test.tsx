import { render as renderBare, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { demoProducts } from '../../fixtures/demo';
import { Pagination } from '../../Pagination/Pagination';
import { CollectionPage } from './CollectionPage';
import { storeProviderFor } from '../../../test/store';

/** Cards carry the kit's quick add, which adds through the store: rendered inside one, as in the shop. */
const render = (ui: Parameters<typeof renderBare>[0]) => renderBare(ui, { wrapper: storeProviderFor(null) });

const props = {
  title: 'Linen',
  description: 'Cool in summer.',
  path: '/collections/linen',
  products: demoProducts,
  total: 100,
  page: 3,
  pageSize: 24,
  sort: 'price-asc' as const,
};

describe('CollectionPage', () => {
  it('shows the name, count and products in the theme card layout, the first row eager only on page 1', () => {
    const { container, rerender } = render(<CollectionPage {...props} cardLayout="minimal" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Linen' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('100 products');
    expect(screen.getByTestId('result-count')).toHaveAttribute('data-total', '100');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-layout', 'minimal');
    expect(container.querySelectorAll('img[loading="eager"]')).toHaveLength(0);
    rerender(<CollectionPage {...props} page={1} />);
    expect(container.querySelectorAll('img[loading="eager"]')).toHaveLength(4);
  });

  it('sorts with a GET form to the page itself, the current sort chosen', () => {
    render(<CollectionPage {...props} />);
    const form = screen.getByTestId('sort-form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/collections/linen');
    const select = within(form).getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('name', 'sort');
    expect(select).toHaveValue('price-asc');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Featured', 'Price, low to high', 'Price, high to low', 'Newest', 'Alphabetically, A–Z']);
  });

  it('pages with plain links that keep the sort, the current page marked', () => {
    render(<CollectionPage {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: /Previous page/ })).toHaveAttribute(
      'href',
      '/collections/linen?sort=price-asc&page=2',
    );
    expect(within(nav).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/collections/linen?sort=price-asc&page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/collections/linen?sort=price-asc',
    );
    expect(within(nav).getByText('3')).toHaveAttribute('aria-current', 'page');
    // 100 products at 24 a page: five pages, all shown around page 3.
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('says so when the collection is empty, and draws no pages', () => {
    render(<CollectionPage {...props} products={[]} total={0} page={1} />);
    expect(screen.getByText('No products in this collection yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('product-grid')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CollectionPage {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('shortens long lists with gaps and leaves out the step that goes nowhere', () => {
    render(<Pagination page={1} total={300} pageSize={24} hrefOf={(n) => `/search?page=${n}`} />);
    const nav = screen.getByTestId('pagination');
    // The gap is hidden from screen readers; it is still drawn.
    expect([...nav.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1', '2', '…', '13']);
    expect(within(nav).queryByRole('link', { name: /Previous page/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /Next page/ })).toHaveAttribute('rel', 'next');
  });
});
