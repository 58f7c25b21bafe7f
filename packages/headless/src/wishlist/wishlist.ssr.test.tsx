// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { useCustomer } from '../customer/useCustomer';
import { StoreProvider } from '../provider/StoreProvider';
import type { ProductId } from './wishlist.types';
import { useWishlist } from './useWishlist';

function WishButton({ productId, initialProductIds }: { productId: number; initialProductIds?: ProductId[] }) {
  const { isWished, count, isLoginPromptOpen } = useWishlist({ initialProductIds: initialProductIds ?? null });
  return (
    <button data-state={isWished(productId) ? 'on' : 'off'} data-login={isLoginPromptOpen}>
      {count}
    </button>
  );
}

function Page({ isLoggedIn, initialProductIds }: { isLoggedIn: boolean; initialProductIds?: ProductId[] }) {
  useCustomer({ initialCustomer: { loginStatus: isLoggedIn } });
  return <WishButton productId={40} {...(initialProductIds ? { initialProductIds } : {})} />;
}

const render = (node: ReactNode) =>
  renderToString(
    <StoreProvider
      client={createStoreClient({ fetch: () => Promise.reject(new Error('no request during a server render')) })}
      initialCart={null}
    >
      {node}
    </StoreProvider>,
  );

describe('useWishlist on the server', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the wished ids the server knew for a signed-in customer, without fetching', () => {
    expect(render(<Page isLoggedIn initialProductIds={[12, 40]} />)).toBe(
      '<button data-state="on" data-login="false">2</button>',
    );
  });

  it('renders an empty list for a visitor, or before the list is known', () => {
    expect(render(<Page isLoggedIn={false} initialProductIds={[40]} />)).toBe(
      '<button data-state="off" data-login="false">0</button>',
    );
    expect(render(<Page isLoggedIn />)).toBe('<button data-state="off" data-login="false">0</button>');
  });
});
