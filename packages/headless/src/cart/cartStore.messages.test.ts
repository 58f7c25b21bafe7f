// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CartNotice } from '../contract';
import { makeCart, makeLine } from '../test/fixtures';
import { messagesFromNotices, NOTICE_MESSAGE_TYPES } from './cartMessages';
import { createCartStore } from './cartStore';
import { fakeCartClient } from './cartStore.testing';

const notice = (type: CartNotice['type'], code: string): CartNotice => ({ type, code, message: `${code} text` });
const cartWithNotices = (...notices: CartNotice[]) => makeCart([makeLine({ key: 'a' })], { notices });
/** A cart at a chosen revision: the server's order of two answers, whatever order they arrive in. */
const atRevision = (revision: number, ...notices: CartNotice[]) => ({ ...cartWithNotices(...notices), revision });

describe('messagesFromNotices (spec 8)', () => {
  it('reads notice as warning, error as error, success as success', () => {
    expect(NOTICE_MESSAGE_TYPES).toEqual({ notice: 'warning', error: 'error', success: 'success' });
    const messages = messagesFromNotices(
      cartWithNotices(notice('notice', 'N'), notice('error', 'E'), notice('success', 'S')),
      5,
    );
    expect(messages).toEqual([
      { id: 5, type: 'warning', code: 'N', message: 'N text' },
      { id: 6, type: 'error', code: 'E', message: 'E text' },
      { id: 7, type: 'success', code: 'S', message: 'S text' },
    ]);
  });

  it('gives none for a cart without notices', () => {
    expect(messagesFromNotices(makeCart([]), 1)).toEqual([]);
  });
});

describe('cart store messages', () => {
  it('does not turn the initial cart notices into messages', () => {
    const store = createCartStore(cartWithNotices(notice('notice', 'N')), fakeCartClient().client);
    expect(store.getSnapshot().messages).toEqual([]);
  });

  it('collects the notices of every answer, oldest first, and clears them', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const adding = store.add({ variant_id: 1 });
    nth(0).resolve(cartWithNotices(notice('success', 'ADDED')));
    await adding;
    const changing = store.changeQuantity('a', 9);
    nth(1).resolve(cartWithNotices(notice('notice', 'QUANTITY_REDUCED')));
    await changing;
    expect(store.getSnapshot().messages.map((m) => [m.id, m.type, m.code])).toEqual([
      [1, 'success', 'ADDED'],
      [2, 'warning', 'QUANTITY_REDUCED'],
    ]);

    const listener = vi.fn();
    store.subscribe(listener);
    store.clearMessages();
    expect(store.getSnapshot().messages).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clearMessages();
    expect(listener).toHaveBeenCalledTimes(1); // nothing to clear: no new snapshot

    const refreshing = store.refresh();
    nth(2).resolve(cartWithNotices(notice('error', 'OUT_OF_STOCK')));
    await refreshing;
    expect(store.getSnapshot().messages).toEqual([
      { id: 3, type: 'error', code: 'OUT_OF_STOCK', message: 'OUT_OF_STOCK text' },
    ]);
  });

  it('ignores the notices of a stale answer that is not shown', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(atRevision(1), client);
    const first = store.changeQuantity('a', 2);
    const second = store.changeQuantity('a', 3);
    nth(1).resolve(atRevision(30, notice('success', 'NEWER')));
    await second;
    nth(0).resolve(atRevision(20, notice('success', 'OLDER')));
    await first;
    expect(store.getSnapshot().messages.map((m) => m.code)).toEqual(['NEWER']);
  });
});
