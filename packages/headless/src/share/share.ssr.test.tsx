// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { StoreProvider } from '../provider/StoreProvider';
import { useShare } from './useShare';

function ShareLink() {
  const { href, isOpen } = useShare({ network: 'reddit', url: 'https://shop.example/p', title: 'Linen' });
  return (
    <a href={href} data-state={isOpen ? 'open' : 'closed'}>
      Share
    </a>
  );
}

describe('useShare on the server', () => {
  it('renders the share link, closed, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <ShareLink />
      </StoreProvider>,
    );
    expect(html).toBe(
      '<a href="https://www.reddit.com/submit?url=https%3A%2F%2Fshop.example%2Fp&amp;title=Linen" data-state="closed">Share</a>',
    );
  });
});
