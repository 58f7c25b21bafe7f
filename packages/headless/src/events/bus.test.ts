import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus';

describe('createEventBus', () => {
  it('delivers to subscribers of the name and of every event', () => {
    const bus = createEventBus({ now: () => 1000 });
    const named = vi.fn();
    const all = vi.fn();
    bus.subscribe('cart:add', named);
    bus.subscribe('*', all);
    bus.publish('cart:add', { quantity: 1 });
    expect(named).toHaveBeenCalledWith({ name: 'cart:add', payload: { quantity: 1 }, at: 1000, seq: 1 });
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('queues events nobody listens to and delivers them in order to the first subscriber', () => {
    const bus = createEventBus();
    bus.publish('page:view', 1);
    bus.publish('cart:add', 2);
    bus.publish('page:view', 3);
    const views = vi.fn();
    bus.subscribe('page:view', views);
    expect(views.mock.calls.map(([e]) => e.payload)).toEqual([1, 3]);
    const all = vi.fn();
    bus.subscribe('*', all);
    expect(all.mock.calls.map(([e]) => e.payload)).toEqual([2]);
    const late = vi.fn();
    bus.subscribe('page:view', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('numbers events in publish order, even within one millisecond', () => {
    const bus = createEventBus({ now: () => 5 });
    bus.publish('b', 1);
    bus.publish('a', 2);
    const seen: number[] = [];
    bus.subscribe('*', (event) => seen.push(event.seq));
    expect(seen).toEqual([1, 2]);
  });

  it('stops delivering after unsubscribe, and queues again', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.subscribe('x', handler);
    off();
    bus.publish('x', 1);
    expect(handler).not.toHaveBeenCalled();
    const next = vi.fn();
    bus.subscribe('x', next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one handler throws', async () => {
    const bus = createEventBus();
    const good = vi.fn();
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    bus.subscribe('x', () => {
      throw new Error('broken pixel');
    });
    bus.subscribe('x', good);
    bus.publish('x', 1);
    expect(good).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('uncaughtException', onError);
    expect(errors).toHaveLength(1);
  });
});
