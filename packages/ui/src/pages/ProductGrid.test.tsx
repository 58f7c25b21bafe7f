import { render as renderBare, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoProducts } from '../fixtures/demo';
import { PRODUCT_GRID_SIZES, ProductGrid } from './ProductGrid';
import { storeProviderFor } from '../../test/store';

/** Cards carry the kit's quick add, which adds through the store: rendered inside one, as in the shop. */
const render = (ui: Parameters<typeof renderBare>[0]) => renderBare(ui, { wrapper: storeProviderFor(null) });

describe('ProductGrid', () => {
  it('lists one card per product, linking to its page', () => {
    const { container } = render(<ProductGrid products={demoProducts} aria-labelledby="t" />);
    const grid = container.firstElementChild as HTMLElement;
    const items = [...grid.children] as HTMLElement[];
    expect(items).toHaveLength(4);
    expect(within(items[1]!).getByRole('link', { name: /Harbor Wool Coat/ })).toHaveAttribute(
      'href',
      '/products/harbor-wool-coat',
    );
  });

  it('passes the theme card layout, heading level and grid sizes to every card', () => {
    const { container } = render(<ProductGrid products={demoProducts} layout="overlay" headingLevel={2} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'overlay');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    const images = container.querySelectorAll('img[sizes]');
    expect([...images].every((img) => img.getAttribute('sizes') === PRODUCT_GRID_SIZES)).toBe(true);
  });

  it('loads only the first priorityCount images eagerly, and takes productHref', () => {
    const { container } = render(
      <ProductGrid products={demoProducts} priorityCount={2} productHref={(p) => `/shop/${p.ID}`} />,
    );
    const eager = container.querySelectorAll('img[loading="eager"]');
    expect(eager).toHaveLength(2);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/shop/101');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <section aria-labelledby="new-in">
        <h2 id="new-in">New in</h2>
        <ProductGrid products={demoProducts} aria-labelledby="new-in" />
      </section>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws the shop’s quick add control on each card', () => {
    render(
      <ProductGrid products={demoProducts} quickAdd={(p) => <button type="button">{`Quick add ${p.title}`}</button>} />,
    );
    expect(screen.getAllByRole('button', { name: /^Quick add/ })).toHaveLength(demoProducts.length);
  });
});
