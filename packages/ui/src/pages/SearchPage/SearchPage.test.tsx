import { render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { storeProviderFor } from '../../../test/store';
import {
  demoEmptySearchResult,
  demoFilteredSearchResult,
  demoSearchFacets,
  demoSearchResult,
  searchStateOf,
} from '../../fixtures/search';
import { LinkProvider, type LinkProps, type Navigate } from '../../Link/Link';
import { ActiveFilters } from './ActiveFilters';
import { SearchFacets } from './SearchFacets';
import { SearchPage } from './SearchPage';

/** Renders inside a store (the cards' quick add) and a router stand-in whose `navigate` is a spy. */
function render(ui: ReactNode) {
  const navigate = vi.fn<Navigate>();
  const Store = storeProviderFor(null);
  const RouterLink = ({ href, preventScrollReset, ...props }: LinkProps) => (
    <a href={href} data-keep-scroll={preventScrollReset ? '' : undefined} {...props} />
  );
  const view = renderBare(
    <Store>
      <LinkProvider component={RouterLink} navigate={navigate}>
        {ui}
      </LinkProvider>
    </Store>,
  );
  return { ...view, navigate };
}

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('SearchFacets', () => {
  it('is a GET form to the search page with a named field per choice, the address’s choices checked and the text and sort kept', () => {
    const state = searchStateOf(
      'q=linen&sort=newest&collection=knitwear&price=5000-9999&available=1&option.Size=M&option.Size=L',
    );
    const { container } = render(<SearchFacets state={state} facets={demoSearchFacets} currency="USD" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(form.querySelector('input[type="hidden"][name="q"]')).toHaveValue('linen');
    expect(form.querySelector('input[type="hidden"][name="sort"]')).toHaveValue('newest');
    expect(screen.getByRole('radio', { name: /Knitwear/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /All collections/ })).not.toBeChecked();
    const price = form.querySelector<HTMLInputElement>('input[name="price"]:checked')!;
    expect(price.value).toBe('5000-9999');
    expect(form.querySelector<HTMLInputElement>('input[name="available"]:checked')!.value).toBe('1');
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[name="option.Size"]:checked')].map((i) => i.value),
    ).toEqual(['M', 'L']);
    expect(form.querySelector<HTMLInputElement>('input[name="option.Colour"]:checked')).toBeNull();
  });

  it('shows each choice’s count last in its label, and dims a choice that gives nothing unless it is chosen', () => {
    render(<SearchFacets state={searchStateOf('q=linen')} facets={demoSearchFacets} currency="USD" />);
    const knitwear = screen.getByRole('radio', { name: /Knitwear/ }).closest('label')!;
    expect(knitwear.querySelector('span:last-child')).toHaveTextContent('2');
    expect(screen.getByRole('radio', { name: /Home & Table/ }).closest('label')).toHaveAttribute('data-empty');
    expect(knitwear).not.toHaveAttribute('data-empty');
    // The open top bucket reads "$100.00 and above".
    expect(screen.getByRole('radio', { name: /\$100\.00\s*and above/ })).toHaveAttribute('value', '10000-');
  });

  it('goes to the filtered address at once on a change, keeping the other filters and the scroll position', async () => {
    const user = userEvent.setup();
    const { navigate } = render(
      <SearchFacets state={searchStateOf('q=linen&option.Size=M&page=3')} facets={demoSearchFacets} currency="USD" />,
    );
    await user.click(screen.getByRole('radio', { name: /Knitwear/ }));
    // A change of filter starts over at page 1; the defaults stay out of the address.
    expect(navigate).toHaveBeenLastCalledWith('/search?q=linen&collection=knitwear&option.Size=M', {
      preventScrollReset: true,
    });
    await user.click(screen.getByRole('checkbox', { name: /^L/ }));
    expect(navigate).toHaveBeenLastCalledWith('/search?q=linen&collection=knitwear&option.Size=M&option.Size=L', {
      preventScrollReset: true,
    });
  });

  it('has an Apply button only a browser without JavaScript shows', () => {
    const html = renderToStaticMarkup(
      <SearchFacets state={searchStateOf('q=linen')} facets={demoSearchFacets} currency="USD" />,
    );
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Apply filters<\/button><\/noscript>/);
  });
});

describe('ActiveFilters', () => {
  const state = searchStateOf(
    'q=cup&sort=price-asc&collection=knitwear&price=10000-&available=0&option.Size=M&option.Size=L',
  );
  const titles = new Map([['knitwear', 'Knitwear']]);

  it('draws a chip per active filter, each a link to the same search without only that filter', () => {
    render(<ActiveFilters state={state} collectionTitles={titles} currency="USD" />);
    const nav = screen.getByRole('navigation', { name: 'Active filters' });
    const chip = (name: string) => within(nav).getByRole('link', { name: `Remove filter: ${name}` });
    expect(hrefOf(chip('Knitwear'))).toBe(
      '/search?q=cup&price=10000-&available=0&option.Size=M&option.Size=L&sort=price-asc',
    );
    expect(hrefOf(chip('Sold out only'))).toBe(
      '/search?q=cup&collection=knitwear&price=10000-&option.Size=M&option.Size=L&sort=price-asc',
    );
    expect(hrefOf(chip('Size: M'))).toBe(
      '/search?q=cup&collection=knitwear&price=10000-&available=0&option.Size=L&sort=price-asc',
    );
    expect(hrefOf(chip('Price'))).not.toContain('price=');
    expect(chip('Price')).toHaveTextContent(/\$100\.00.*and above/);
    expect(chip('Size: L')).toHaveAttribute('data-keep-scroll');
  });

  it('clears every filter but keeps the text and the sort', () => {
    render(<ActiveFilters state={state} collectionTitles={titles} currency="USD" />);
    expect(hrefOf(screen.getByRole('link', { name: 'Clear all filters' }))).toBe('/search?q=cup&sort=price-asc');
  });

  it('shows nothing when no filter is on', () => {
    const { container } = render(<ActiveFilters state={searchStateOf('q=cup&sort=newest')} currency="USD" />);
    expect(container.querySelector('[data-testid="active-filters"]')).toBeNull();
  });
});

describe('SearchPage', () => {
  it('names the search, counts the results and sorts with a GET form that keeps the text and filters', () => {
    render(
      <SearchPage
        state={searchStateOf('q=linen&collection=knitwear')}
        result={demoFilteredSearchResult}
        currency="USD"
        cardLayout="minimal"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveAttribute('data-total', '3');
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 results');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-layout', 'minimal');
    const sort = screen.getByTestId('sort-form');
    expect(sort).toHaveAttribute('action', '/search');
    expect([...sort.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value])).toEqual([
      ['q', 'linen'],
      ['collection', 'knitwear'],
    ]);
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('linen');
  });

  it('offers the whole catalogue when a text finds nothing, and clearing the filters when they did it', () => {
    const { unmount } = render(
      <SearchPage state={searchStateOf('q=zzqxv')} result={demoEmptySearchResult} currency="USD" />,
    );
    expect(hrefOf(within(screen.getByRole('region', { name: 'No results for “zzqxv”' })).getByRole('link'))).toBe(
      '/collections/all',
    );
    unmount();
    render(<SearchPage state={searchStateOf('q=zzqxv&available=1')} result={demoEmptySearchResult} currency="USD" />);
    const empty = screen.getByRole('region', { name: 'No results for “zzqxv”' });
    expect(within(empty).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/search?q=zzqxv');
  });

  it('says so when the filters cannot be combined, with a way out, and draws no results', () => {
    render(<SearchPage state={searchStateOf('q=cup&price=9-1')} result={null} invalid currency="USD" />);
    const alert = screen.getByTestId('search-invalid');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(within(alert).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/search?q=cup');
    expect(screen.queryByTestId('result-count')).toBeNull();
  });

  it('tells the shopper the spelling it searched instead', () => {
    render(
      <SearchPage
        state={searchStateOf('q=lnen')}
        result={{ ...demoSearchResult, corrected_q: 'linen' }}
        currency="USD"
      />,
    );
    expect(screen.getByTestId('corrected-query')).toHaveTextContent('Showing results for “linen”.');
  });

  it('pages with links that keep the text and filters', () => {
    render(
      <SearchPage
        state={searchStateOf('q=linen&available=1&page=2')}
        result={{ ...demoSearchResult, total: 60, page: 2 }}
        currency="USD"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/search?q=linen&available=1&page=3',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SearchPage state={searchStateOf('q=linen&option.Size=M')} result={demoSearchResult} currency="USD" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
