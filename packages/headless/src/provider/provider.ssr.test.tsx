// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { useStoredQuantity } from '../quantity/useStoredQuantity';
import type { Cart } from '../contract';
import { makeCart, makeLine, TEST_BASE_URL } from '../test/fixtures';
import { useAdoptCart } from '../cart/useAdoptCart';
import {
  CartUiProvider,
  StoreProvider,
  useCartStore,
  useCartUi,
  useOptionalStoreClient,
  useOptionalStoreEvents,
  useReportError,
  useStoreClient,
  useStoreEvents,
} from './StoreProvider';
import { useCartSummaryStore } from './index';
import { BROWSER_GLOBALS, unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';

const touched: string[] = [];
beforeAll(() => watchBrowserGlobals(BROWSER_GLOBALS, touched));
afterAll(() => unwatchBrowserGlobals());

function ProviderConsumers({ loaderCart = null }: { loaderCart?: Cart | null }) {
  const client = useStoreClient();
  // A loader's cart is adopted after hydration: the server renders the provider's cart.
  useAdoptCart(loaderCart);
  const optionalEvents = useOptionalStoreEvents();
  const { cartType } = useCartUi();
  const optional = useOptionalStoreClient();
  const cartStore = useCartStore();
  const summaryStore = useCartSummaryStore();
  const events = useStoreEvents();
  const reportError = useReportError();
  const { quantity } = useStoredQuantity(42, 3);
  const lines = Object.keys(cartStore.getSnapshot().cart?.cart ?? {}).length;
  return (
    <p
      data-locale={client.getLocale()}
      data-same-client={optional === client}
      data-lines={lines}
      data-summary={typeof summaryStore.getSnapshot}
      data-events={typeof events.publish}
      data-report={typeof reportError}
      data-optional-events={optionalEvents === events}
      data-cart-type={cartType}
    >
      quantity {quantity}
    </p>
  );
}

describe('provider hooks on the server', () => {
  it('render with the server values and touch no browser global', () => {
    const client = createStoreClient({ baseUrl: TEST_BASE_URL, locale: 'he-IL' });
    const cart = makeCart([makeLine({ key: 'a', quantity: 2 })]);
    const html = renderToString(
      <StoreProvider client={client} initialCart={cart}>
        <ProviderConsumers />
      </StoreProvider>,
    );
    expect(html).toContain('data-locale="he-IL"');
    expect(html).toContain('data-same-client="true"');
    expect(html).toContain('data-lines="1"');
    expect(html).toContain('data-summary="function"');
    expect(html).toContain('data-events="function"');
    expect(html).toContain('data-report="function"');
    expect(html).toContain('quantity <!-- -->3');
    expect(html).toContain('data-optional-events="true"');
    expect(html).toContain('data-cart-type="page"');
    expect(touched).toEqual([]);
  });

  it("show the drawer cart type a CartUiProvider gives, and the provider's cart before a loader cart is adopted", () => {
    const client = createStoreClient({ baseUrl: TEST_BASE_URL });
    const loaderCart = makeCart([makeLine({ key: 'a' }), makeLine({ key: 'b' }), makeLine({ key: 'c' })]);
    const html = renderToString(
      <StoreProvider client={client} initialCart={makeCart([makeLine({ key: 'a' })])}>
        <CartUiProvider cartType="drawer" showCart={() => undefined}>
          <ProviderConsumers loaderCart={loaderCart} />
        </CartUiProvider>
      </StoreProvider>,
    );
    expect(html).toContain('data-cart-type="drawer"');
    expect(html).toContain('data-lines="1"');
    expect(touched).toEqual([]);
  });
});
