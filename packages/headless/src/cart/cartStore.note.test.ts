// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Cart } from '../contract';
import { makeCart, makeLine } from '../test/fixtures';
import { createCartStore } from './cartStore';
import { fakeCartClient } from './cartStore.testing';

const withNote = (note: unknown, field: 'note' | 'notes' = 'note') =>
  ({ ...makeCart([makeLine({ key: 'a' })]), [field]: note }) as Cart;

describe('cart store note', () => {
  it('starts with the note of the initial cart, else null', () => {
    expect(createCartStore(withNote('Gift wrap'), fakeCartClient().client).getSnapshot().note).toBe('Gift wrap');
    expect(createCartStore(makeCart([]), fakeCartClient().client).getSnapshot().note).toBeNull();
    expect(createCartStore(null, fakeCartClient().client).getSnapshot().note).toBeNull();
  });

  it('sends setNote to the client and takes the note the answer carries', async () => {
    const { client, calls, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const saving = store.setNote('Leave at the door');
    expect(calls[0]).toMatchObject({ method: 'setNote', args: ['Leave at the door'] });
    expect(store.getSnapshot()).toMatchObject({ status: 'updating', note: null });
    nth(0).resolve(withNote('Leave at the door (trimmed)'));
    await saving;
    expect(store.getSnapshot().note).toBe('Leave at the door (trimmed)');
  });

  it('reads an older `notes` field when there is no `note`', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const saving = store.setNote('x');
    nth(0).resolve(withNote('From notes', 'notes'));
    await saving;
    expect(store.getSnapshot().note).toBe('From notes');
  });

  it('takes the sent note as confirmed when the answer has no note field', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const saving = store.setNote('Ring twice');
    nth(0).resolve(makeCart([]));
    await saving;
    expect(store.getSnapshot().note).toBe('Ring twice');
  });

  it('keeps the note when saving fails', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(withNote('Old'), client);
    const saving = store.setNote('New').catch(() => 'failed');
    nth(0).reject(new Error('offline'));
    await saving;
    expect(store.getSnapshot()).toMatchObject({ note: 'Old', status: 'error' });
  });

  it('ends on the later note when the earlier answer arrives last', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(null, client);
    const first = store.setNote('first');
    const second = store.setNote('second');
    nth(1).resolve(makeCart([]));
    await second;
    nth(0).resolve(withNote('first'));
    await first;
    expect(store.getSnapshot().note).toBe('second');
  });

  it('does not let another answer without a note field forget the note', async () => {
    const { client, nth } = fakeCartClient();
    const store = createCartStore(withNote('Keep me'), client);
    const changing = store.changeQuantity('a', 2);
    nth(0).resolve(makeCart([makeLine({ key: 'a', quantity: 2 })]));
    await changing;
    expect(store.getSnapshot().note).toBe('Keep me');
  });
});
