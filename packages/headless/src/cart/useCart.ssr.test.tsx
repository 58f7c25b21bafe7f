// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../contract';
import { createStoreClient } from '../client/client';
import { useCartRequestInProgress } from '../client/useCartRequestInProgress';
import { StoreProvider } from '../provider/StoreProvider';
import { makeCart, makeLine } from '../test/fixtures';
import { useCart } from './useCart';
import { useCartSummary } from './useCartSummary';
import { BROWSER_GLOBALS, unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';

const touched: string[] = [];
beforeAll(() => watchBrowserGlobals([...BROWSER_GLOBALS, 'matchMedia', 'addEventListener'], touched));
afterAll(() => unwatchBrowserGlobals());

function CartBadge() {
  const { count, total, currency, status, note, messages } = useCart();
  const isBusy = useCartRequestInProgress();
  const summary = useCartSummary();
  return (
    <span data-state={status} data-busy={isBusy} data-note={note ?? ''} data-messages={messages.length}>
      {count} items, {total} {currency}
      <b data-summary={summary.isKnown ? 'known' : 'unknown'}>{summary.count}</b>
    </span>
  );
}

/** No fetch may happen during a server render: the render reads the initial cart only. */
const offlineClient = () =>
  createStoreClient({ fetch: () => Promise.reject(new Error('no request may be made during a server render')) });

const render = (cart: Cart | null) =>
  renderToString(
    <StoreProvider client={offlineClient()} initialCart={cart}>
      <CartBadge />
    </StoreProvider>,
  );

describe('useCart and useCartSummary on the server', () => {
  it('renders the initial cart with the server’s count (a grouped pair once), its note and no messages', () => {
    const cart = {
      ...makeCart(
        [
          makeLine({ key: 'a', quantity: 2, unitPrice: 1500 }),
          makeLine({ key: 'l', quantity: 1, groupId: 'pair', variantId: 2 }),
          makeLine({ key: 'r', quantity: 1, groupId: 'pair', variantId: 3 }),
        ],
        { item_count: 3, notices: [{ type: 'notice', code: 'PRICE_CHANGED', message: 'A price changed' }] },
      ),
      note: 'Gift wrap',
    } as Cart;
    const html = render(cart);
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('data-busy="false"');
    expect(html).toContain('data-note="Gift wrap"');
    expect(html).toContain('data-messages="0"');
    expect(html).toMatch(/>3<!-- --> items, <!-- -->5000<!-- --> <!-- -->USD/);
    expect(html).toContain('<b data-summary="known">3</b>');
    expect(touched).toEqual([]);
  });

  it('renders an unknown cart as zero items and an unknown summary', () => {
    const html = render(null);
    expect(html).toMatch(/>0<!-- --> items/);
    expect(html).toContain('<b data-summary="unknown">0</b>');
    expect(touched).toEqual([]);
  });
});
