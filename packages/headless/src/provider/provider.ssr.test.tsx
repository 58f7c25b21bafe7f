// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreClient } from '../client/client';
import { useStoredQuantity } from '../quantity/useStoredQuantity';
import { makeCart, makeLine, TEST_BASE_URL } from '../test/fixtures';
import { StoreProvider, useCartStore, useOptionalStoreClient, useReportError, useStoreClient, useStoreEvents } from './StoreProvider';
import { useCartSummaryStore } from './index';
import { BROWSER_GLOBALS, unwatchBrowserGlobals, watchBrowserGlobals } from '../test/browserGlobals';

const touched: string[] = [];
beforeAll(() => watchBrowserGlobals(BROWSER_GLOBALS, touched));
afterAll(() => unwatchBrowserGlobals());

function ProviderConsumers() {
  const client = useStoreClient();
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
    expect(touched).toEqual([]);
  });
});
