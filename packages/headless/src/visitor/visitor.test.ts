import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VISITOR_ID_FALLBACK_DELAY_MS,
  VISITOR_ID_STORAGE_KEY,
  collectVisitorSignals,
  createVisitorFingerprint,
  hashVisitorSignals,
  loadOrCreateVisitorId,
  readBrowserEnvironment,
  scheduleWhenIdle,
} from './visitor';
import type { VisitorEnvironment } from './visitor.types';

const phone: VisitorEnvironment = {
  navigator: {
    userAgent: 'Mozilla/5.0 (iPhone)',
    language: 'he-IL',
    languages: ['he-IL', 'en'],
    platform: 'iPhone',
    hardwareConcurrency: 6,
    maxTouchPoints: 5,
    cookieEnabled: true,
  },
  screen: { width: 390, height: 844, colorDepth: 24, pixelRatio: 3 },
  timeZone: 'Asia/Jerusalem',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('visitor fingerprint', () => {
  it('is 16 hex digits, the same for the same browser', () => {
    const id = createVisitorFingerprint(phone);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(createVisitorFingerprint(structuredClone(phone))).toBe(id);
  });

  it('differs when a signal differs', () => {
    const other = { ...phone, screen: { ...phone.screen, width: 391 } };
    expect(createVisitorFingerprint(other)).not.toBe(createVisitorFingerprint(phone));
    expect(hashVisitorSignals('a')).not.toBe(hashVisitorSignals('b'));
    expect(hashVisitorSignals('')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('uses device signals only', () => {
    expect(collectVisitorSignals(phone)).toEqual([
      'Mozilla/5.0 (iPhone)',
      'he-IL',
      'he-IL,en',
      'iPhone',
      '6',
      '',
      '5',
      '390x844x24',
      '3',
      'Asia/Jerusalem',
      'true',
    ]);
  });

  it('is stored once and then read back, even if the browser changes', () => {
    const storage = memoryStorage();
    const first = loadOrCreateVisitorId(storage, phone);
    expect(storage.map.get(VISITOR_ID_STORAGE_KEY)).toBe(first);
    const updated = { ...phone, navigator: { ...phone.navigator, userAgent: 'Mozilla/6.0 (iPhone)' } };
    expect(loadOrCreateVisitorId(storage, updated)).toBe(first);
  });

  it('works without storage or with failing storage', () => {
    expect(loadOrCreateVisitorId(null, phone)).toBe(createVisitorFingerprint(phone));
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadOrCreateVisitorId(failing, phone)).toBe(createVisitorFingerprint(phone));
  });

  it('reads the browser signals', () => {
    const env = readBrowserEnvironment();
    expect(env.navigator.userAgent).toBe(window.navigator.userAgent);
    expect(typeof env.timeZone).toBe('string');
  });
});

describe('scheduleWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as number),
  };

  it('waits 500 ms without requestIdleCallback', () => {
    expect(VISITOR_ID_FALLBACK_DELAY_MS).toBe(500);
    const task = vi.fn();
    scheduleWhenIdle(task, timers);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses requestIdleCallback with a 500 ms timeout when there is one', () => {
    const task = vi.fn();
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    scheduleWhenIdle(task, { ...timers, requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 500 });
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels', () => {
    const task = vi.fn();
    scheduleWhenIdle(task, timers)();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    const cancelIdleCallback = vi.fn();
    scheduleWhenIdle(task, { ...timers, requestIdleCallback: () => 3, cancelIdleCallback })();
    expect(cancelIdleCallback).toHaveBeenCalledWith(3);
  });
});
