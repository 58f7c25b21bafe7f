// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useBreadcrumb } from './useBreadcrumb';

function Crumbs() {
  const { isShown, items, maxTextWidth } = useBreadcrumb({
    routeName: 'blogs.show',
    title: 'Spring looks',
    settings: { webNavigate: { show_navigate: 1 } },
  });
  if (!isShown) return null;
  return (
    <nav data-max-width={maxTextWidth}>
      {items.map((item) =>
        item.href ? (
          <a key={item.href} href={item.href}>
            {item.label}
          </a>
        ) : (
          <span key="current" aria-current="page">
            {item.label}
          </span>
        ),
      )}
    </nav>
  );
}

describe('useBreadcrumb on the server', () => {
  it('renders Home, Blogs and the title without reading the referrer or session storage', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <Crumbs />
      </StoreProvider>,
    );
    expect(html).toBe(
      '<nav data-max-width="220"><a href="/">Home</a><a href="/blogs">Blogs</a><span aria-current="page">Spring looks</span></nav>',
    );
  });
});
