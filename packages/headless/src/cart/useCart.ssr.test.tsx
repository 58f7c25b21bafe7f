// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { useCartRequestInProgress } from '../client/useCartRequestInProgress';
import { StoreProvider } from '../provider/StoreProvider';
import { makeCart, makeLine } from '../test/fixtures';
import { useCart } from './useCart';

function CartBadge() {
  const { count, total, currency, status } = useCart();
  const isBusy = useCartRequestInProgress();
  return (
    <span data-state={status} data-busy={isBusy}>
      {count} items, {total} {currency}
    </span>
  );
}

describe('useCart on the server', () => {
  it('runs in an environment without window or localStorage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders the initial cart, counting a grouped pair once', () => {
    const cart = makeCart([
      makeLine({ key: 'a', quantity: 2, unitPrice: 1500 }),
      makeLine({ key: 'l', quantity: 1, groupId: 'pair', variantId: 2 }),
      makeLine({ key: 'r', quantity: 1, groupId: 'pair', variantId: 3 }),
    ]);
    // No fetch is given and none may happen: the server render reads the initial cart only.
    const client = createStoreClient({
      fetch: () => Promise.reject(new Error('no request may be made during a server render')),
    });
    const html = renderToString(
      <StoreProvider client={client} initialCart={cart}>
        <CartBadge />
      </StoreProvider>,
    );
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-busy="false"');
    expect(html).toMatch(/>3<!-- --> items, <!-- -->5000<!-- --> <!-- -->USD</);
  });

  it('renders an unknown cart as zero items', () => {
    const html = renderToString(
      <StoreProvider client={createStoreClient()} initialCart={null}>
        <CartBadge />
      </StoreProvider>,
    );
    expect(html).toMatch(/>0<!-- --> items/);
  });
});
