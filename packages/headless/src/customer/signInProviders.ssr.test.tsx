// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useSignInProviders } from './useSignInProviders';

function Providers({ initial }: { initial?: { slug: string; name: string; start_url: string }[] }) {
  const providers = useSignInProviders(initial ? { initial } : {});
  return <p>{providers === null ? 'unknown' : providers.map((provider) => provider.name).join(',')}</p>;
}

describe('useSignInProviders on the server', () => {
  it('renders without fetching: unknown until the browser asks, or the providers the page was given', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    try {
      expect(renderToString(<Providers />)).toBe('<p>unknown</p>');
      expect(
        renderToString(<Providers initial={[{ slug: 'local', name: 'Local ID', start_url: '/account/oidc/local' }]} />),
      ).toBe('<p>Local ID</p>');
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
