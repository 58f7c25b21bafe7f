import type { Cart } from '../contract';
import type { CartClient } from '../client/client.types';
import { deferred } from '../test/fixtures';

/**
 * A cart client for tests whose every call waits until the test settles it,
 * so calls can be answered in any order.
 *
 * @example
 * const { client, calls, nth } = fakeCartClient();
 * const store = createCartStore(null, client);
 * const pending = store.refresh();
 * nth(0).resolve(cart);
 */
export function fakeCartClient() {
  const calls: Array<{ method: keyof CartClient; args: unknown[]; settle: ReturnType<typeof deferred<Cart>> }> = [];
  const call =
    (method: keyof CartClient) =>
    (...args: unknown[]) => {
      const settle = deferred<Cart>();
      calls.push({ method, args, settle });
      return settle.promise;
    };
  const client: CartClient = {
    getCart: call('getCart'),
    addToCart: call('addToCart'),
    addBatch: call('addBatch'),
    updateLine: call('updateLine'),
    removeLine: call('removeLine'),
    setNote: call('setNote'),
    setShippingAddress: call('setShippingAddress'),
    selectShipping: call('selectShipping'),
  };
  const nth = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call #${index}`);
    return found.settle;
  };
  return { client, calls, nth };
}

/**
 * Lets awaited promise callbacks run.
 *
 * @example
 * await flushPromises();
 */
export const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
