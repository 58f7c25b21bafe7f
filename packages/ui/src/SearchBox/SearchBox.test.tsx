import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient, StoreProvider, type Suggestions } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { LinkProvider, type LinkProps } from '../Link/Link';
import { SearchBox } from './SearchBox';
import { nextActiveIndex, suggestText, SUGGEST_TEXT_MAX } from './searchSuggest';

const answer: Suggestions = {
  q: 'meri',
  corrected_q: null,
  suggestions: [
    { kind: 'query', text: 'merino', url: '/search?q=merino', image: null },
    { kind: 'collection', text: 'Knitwear', url: '/collections/knitwear', image: null },
    {
      kind: 'product',
      text: 'Merino Crewneck',
      url: '/products/merino-crewneck',
      image: { url: '/media/merino.jpg', alt: '', width: 800, height: 800 },
    },
  ],
};

function renderBox(
  ui: ReactNode,
  navigate = vi.fn(),
  answered: () => Promise<void> = async () => {},
  /** Hydrates the server's HTML of `ui` instead, after this runs on it (what the shopper did before the script came). */
  beforeHydration?: (container: HTMLElement) => void,
) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    asked.push(new URL(String(url)).searchParams.get('q') ?? '');
    await answered();
    return Response.json(answer);
  });
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
  const RouterLink = (props: LinkProps) => <a {...props} />;
  const page = (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <LinkProvider component={RouterLink} navigate={navigate}>
        <main>{ui}</main>
      </LinkProvider>
    </StoreProvider>
  );
  if (beforeHydration) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    beforeHydration(container);
    render(page, { container, hydrate: true });
  } else {
    render(page);
  }
  return { asked, navigate };
}

describe('SearchBox', () => {
  it('is a GET form to /search with the field q: it searches before and without JavaScript', () => {
    renderBox(<SearchBox defaultValue="linen" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/search');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveValue('linen');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('loads its suggestions on first focus and asks for the text typed', async () => {
    const user = userEvent.setup();
    const { asked } = renderBox(<SearchBox />);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'meri');
    // The list's code is imported on the first focus: the first test of the file waits for it to load.
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 10_000 });
    await waitFor(() => expect(list).toHaveAttribute('data-query', 'meri'));
    expect(asked.at(-1)).toBe('meri');
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Search for “merino”',
      'KnitwearCollection',
      'Merino CrewneckProduct',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('suggests for text typed into the box before its script arrived, the box focused since', async () => {
    const { asked } = renderBox(
      <SearchBox />,
      vi.fn(),
      async () => {},
      (container) => {
        const box = container.querySelector('input')!;
        box.focus();
        box.value = 'meri';
      },
    );
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 10_000 });
    await waitFor(() => expect(list).toHaveAttribute('data-query', 'meri'));
    expect(asked).toEqual(['meri']);
  });

  it('moves with the arrow keys and opens the chosen suggestion with Enter, through the app’s navigation', async () => {
    const user = userEvent.setup();
    const { navigate } = renderBox(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), 'meri');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const box = screen.getByRole('combobox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/collections/knitwear');
  });

  it('closes the list on Escape', async () => {
    const user = userEvent.setup();
    renderBox(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), 'meri');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no list for an answer that arrives after the shopper searched or left the box, and asks again on return', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const slow = () => new Promise<void>((resolve) => (release = resolve));
    const { asked } = renderBox(<SearchBox />, vi.fn(), slow);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'meri');
    await waitFor(() => expect(asked).toEqual(['meri']));
    // The shopper moves on (Tab) while the answer is on its way.
    await user.tab();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    // Back in the box: the dropped text is asked for again and its answer shows.
    await user.click(box);
    await waitFor(() => expect(asked).toEqual(['meri', 'meri']));
    release();
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('has no axe violations, empty and with suggestions', async () => {
    const user = userEvent.setup();
    renderBox(<SearchBox />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole('searchbox'), 'meri');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('suggestion list rules', () => {
  it('wraps the arrow keys around the list', () => {
    expect(nextActiveIndex(-1, 'ArrowDown', 5)).toBe(0);
    expect(nextActiveIndex(4, 'ArrowDown', 5)).toBe(0);
    expect(nextActiveIndex(0, 'ArrowUp', 5)).toBe(4);
    expect(nextActiveIndex(-1, 'ArrowUp', 0)).toBe(-1);
  });

  it('asks only for trimmed text within the API limit', () => {
    expect(suggestText('  linen ')).toBe('linen');
    expect(suggestText('x'.repeat(SUGGEST_TEXT_MAX + 10))).toHaveLength(SUGGEST_TEXT_MAX);
  });
});
