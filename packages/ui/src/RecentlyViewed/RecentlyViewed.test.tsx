import { recordProductView, RECENTLY_VIEWED_STORAGE_KEY } from '@vitrine/headless';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeStore, storeProviderFor } from '../../test/store';
import { alderShirt, harborCoat, juniperBeanie } from '../fixtures/demo';
import { RecentlyViewed } from './RecentlyViewed';

beforeEach(() => localStorage.clear());

describe('RecentlyViewed', () => {
  it('renders nothing on the server or before anything was viewed', () => {
    expect(renderToString(<RecentlyViewed />)).toBe('');
    const { container } = render(<RecentlyViewed />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the products viewed, newest first, without the one on screen, in the theme’s card layout', async () => {
    recordProductView(localStorage, alderShirt, 1);
    recordProductView(localStorage, harborCoat, 2);
    recordProductView(localStorage, juniperBeanie, 3);
    const { Provider } = fakeStore();
    render(
      <Provider>
        <main>
          <RecentlyViewed excludeId={harborCoat.ID} layout="minimal" />
        </main>
      </Provider>,
    );
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = [...section.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/products/${juniperBeanie.handle}`, `/products/${alderShirt.handle}`]);
    expect(section.querySelector('article')).toHaveAttribute('data-layout', 'minimal');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('forgets the record on Clear history', async () => {
    const user = userEvent.setup();
    recordProductView(localStorage, alderShirt, 1);
    render(<RecentlyViewed labels={{ clear: 'Verlauf löschen' }} />, { wrapper: storeProviderFor(null) });
    await user.click(await screen.findByRole('button', { name: 'Verlauf löschen' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBe('[]');
  });
});
