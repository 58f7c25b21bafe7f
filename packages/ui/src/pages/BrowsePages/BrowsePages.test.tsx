import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { demoPolicySummaries } from '../../fixtures/content';
import { demoCollections } from '../../fixtures/home';
import { CollectionsIndexPage, PolicyIndexPage } from './BrowsePages';

describe('CollectionsIndexPage', () => {
  it('lists every collection in menu order, each a link to its page, the first row eager, and links to every product', () => {
    const { container } = render(<CollectionsIndexPage collections={demoCollections} productCount={42} />);
    const items = within(screen.getByTestId('collection-list')).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-handle'))).toEqual(demoCollections.map((c) => c.handle));
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/collections/knitwear');
    expect(within(items[1]!).getByRole('heading', { level: 2, name: 'Knitwear' })).toBeInTheDocument();
    // The first row (three cards) loads at once; a collection without a picture draws the fallback.
    expect(container.querySelectorAll('img[loading="eager"]').length).toBe(
      demoCollections.slice(0, 3).filter((c) => c.image).length,
    );
    expect(screen.getByRole('link', { name: 'Shop every product · 42 products' })).toHaveAttribute(
      'href',
      '/collections/all',
    );
  });

  it('says so when the store has no collection yet', () => {
    render(<CollectionsIndexPage collections={[]} productCount={0} />);
    expect(screen.getByText('There are no collections yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('collection-list')).toBeNull();
  });
});

describe('PolicyIndexPage', () => {
  it('draws a card per policy with its name and first words, linking to the policy', async () => {
    const { container } = render(<PolicyIndexPage policies={demoPolicySummaries} />);
    const refund = screen.getByRole('link', { name: /^Refund policy/ });
    expect(refund).toHaveAttribute('href', '/policies/refund-policy');
    expect(refund).toHaveTextContent('within 30 days');
    expect(within(screen.getByTestId('policy-list')).getAllByRole('link')).toHaveLength(demoPolicySummaries.length);
    expect(await axeViolations(container)).toEqual([]);
  });
});
