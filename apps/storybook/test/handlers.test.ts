import { getResponse, type RequestHandler } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCartStore, createStoreClient } from '@vitrine/headless';
import { cartSchema } from '@vitrine/headless/contract';
import { demoCart, demoLines } from '@vitrine/ui/fixtures';
import { handlers, resetStoryData } from '../.storybook/handlers';

// The handlers match paths relative to the page, as in the browser; give Node a page.
const ORIGIN = 'http://localhost';
const all: RequestHandler[] = Object.values(handlers).flat();

/** `fetch` answered by the stories' handlers, as MSW's worker answers it in Storybook. */
const storyFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), ORIGIN), init);
  return (await getResponse(all, request)) ?? new Response(null, { status: 404 });
};
const client = createStoreClient({ baseUrl: '/api/store', fetch: storyFetch });

beforeAll(() => {
  Object.defineProperty(globalThis, 'location', { value: new URL(`${ORIGIN}/`), configurable: true });
});
beforeEach(() => resetStoryData());

describe("the stories' store API: cart answers", () => {
  it('start at the demo cart the stories show and follow the cart contract', async () => {
    const cart = await client.getCart();
    expect(cartSchema.parse(cart)).toBeTruthy();
    expect(cart.revision).toBe(demoCart().revision);
    expect(cart.item_count).toBe(demoCart().item_count);
  });

  it('answer every change with a newer revision, as the store does', async () => {
    const changes = [
      () => client.updateLine(demoLines[0]!.key, 1),
      () => client.addToCart({ variant_id: demoLines[1]!.variant.ID, quantity: 1 }),
      () => client.setNote('Gift wrap, please'),
      () => client.request('POST', '/cart/coupons', { body: { code: 'WELCOME10' } }),
      () => client.setShippingAddress({ country: 'US', province: 'OR', postcode: '97209' }),
      () => client.selectShipping('express'),
      () => client.removeLine(demoLines[2]!.key),
    ];
    let revision = demoCart().revision;
    for (const change of changes) {
      const cart = cartSchema.parse(await change());
      expect(cart.revision).toBeGreaterThan(revision);
      revision = cart.revision;
    }
  });

  it("reach a cart store that shows the stories' demo cart (a removal changes the count)", async () => {
    const store = createCartStore(demoCart(), client);
    await store.remove(demoLines[2]!.key);
    expect(store.getSnapshot().cart?.item_count).toBe(demoCart().item_count - demoLines[2]!.quantity);
    expect(store.getSnapshot().cart?.cart[demoLines[2]!.key]).toBeUndefined();
  });
});
