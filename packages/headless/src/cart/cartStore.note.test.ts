// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeCart, makeLine } from '../test/fixtures';
import { createCartStore } from './cartStore';
import { fakeCartClient } from './cartStore.testing';

const withNote = (note: string, revision?: number) =>
  makeCart([makeLine({ key: 'a' })], revision === undefined ? { note } : { note, revision });

describe('cart store note', () => {
  it('starts with the note of the initial cart, null without a cart', () => {
    expect(createCartStore(withNote('Gift wrap'), fakeCartClient().client).getSnapshot().note).toBe('Gift wrap');
    expect(createCartStore(makeCart([]), fakeCartClient().client).getSnapshot().note).toBe('');
    expect(createCartStore(null, fakeCartClient().client).getSnapshot().note).toBeNull();
  });

  it('sends setNote to the client and shows the note the server confirms', async () => {
    const { client, calls, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const saving = store.setNote('Leave at the door');
    expect(calls[0]).toMatchObject({ method: 'setNote', args: ['Leave at the door'] });
    expect(store.getSnapshot()).toMatchObject({ status: 'updating', note: null });
    nth(0).resolve(withNote('Leave at the door'));
    await saving;
    expect(store.getSnapshot().note).toBe('Leave at the door');
  });

  it('keeps the note when saving fails', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(withNote('Old'), client);
    const saving = store.setNote('New').catch(() => 'failed');
    nth(0).reject(new Error('offline'));
    await saving;
    expect(store.getSnapshot()).toMatchObject({ note: 'Old', status: 'error' });
  });

  it('ends on the later note when the earlier answer arrives last (the newer revision wins)', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(withNote('', 1), client);
    const first = store.setNote('first');
    const second = store.setNote('second');
    nth(1).resolve(withNote('second', 20));
    await second;
    nth(0).resolve(withNote('first', 10));
    await first;
    expect(store.getSnapshot().note).toBe('second');
  });
});
