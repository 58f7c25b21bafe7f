import { render, renderHook, screen, within } from '@testing-library/react';
import { useBreadcrumb } from '@vitrine/headless';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoBreadcrumbItems } from '../fixtures/chrome';
import { Breadcrumb } from './Breadcrumb';

const longTitle = 'Harbor Wool Coat — Double-Breasted Recycled Merino Blend, Charcoal Herringbone, Limited Edition';

describe('Breadcrumb', () => {
  it('is a navigation landmark with links and the current page marked', () => {
    render(<Breadcrumb items={demoBreadcrumbItems} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(items[1]!).getByRole('link', { name: 'Outerwear' })).toHaveAttribute(
      'href',
      '/collections/outerwear?page=2',
    );
    const current = within(items[2]!).getByText('Harbor Wool Coat');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
  });

  it('cuts texts at the max width and keeps the full text in title', () => {
    render(<Breadcrumb items={[demoBreadcrumbItems[0]!, { label: longTitle, href: null, isCurrent: true }]} />);
    expect(screen.getByRole('navigation').getAttribute('style')).toContain('220px');
    expect(screen.getByText(longTitle)).toHaveAttribute('title', longTitle);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('title', 'Home');
  });

  it('renders nothing when the theme hides breadcrumbs or there are no items', () => {
    const { container, rerender } = render(<Breadcrumb items={demoBreadcrumbItems} isShown={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders what useBreadcrumb builds, with a translated landmark name', () => {
    const { result } = renderHook(() =>
      useBreadcrumb({
        routeName: 'product-index',
        title: 'Alder Linen Shirt',
        pageMetaBreadcrumb: [{ path: '/collections/shirts', name: 'Shirts' }],
        settings: { webNavigate: { show_navigate: 1 } },
        labels: { home: 'בית' },
        environment: {
          sessionStorage: { getItem: () => null, setItem: () => {} },
          location: { origin: 'http://shop.test', pathname: '/products/alder-linen-shirt', search: '' },
          referrer: '',
        },
      }),
    );
    render(<Breadcrumb {...result.current} labels={{ navLabel: 'פירורי לחם' }} />);
    const nav = screen.getByRole('navigation', { name: 'פירורי לחם' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['בית', 'Shirts', 'Alder Linen Shirt']);
  });

  it('has no axe violations', async () => {
    render(<Breadcrumb items={demoBreadcrumbItems} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
