import type { IdleScheduler, VisitorEnvironment } from './visitor.types';

/** Where the visitor id is kept so it stays the same for this browser (local storage). */
export const VISITOR_ID_STORAGE_KEY = 'vitrine:visitor-id';
/** Without an idle callback, the fingerprint is made after this delay (spec 4, 9: idle or 500 ms). */
export const VISITOR_ID_FALLBACK_DELAY_MS = 500;

/**
 * The signals a fingerprint is made from, in a fixed order: user agent,
 * languages, platform, CPU count, memory, touch points, screen, pixel ratio,
 * time zone, cookies. No personal data (no name, e-mail, address, IP).
 *
 * @example
 * collectVisitorSignals({ navigator: { userAgent: 'UA', language: 'de-DE' }, screen: { width: 390, height: 844 }, timeZone: 'Europe/Berlin' });
 */
export function collectVisitorSignals(env: VisitorEnvironment): string[] {
  const { navigator: nav, screen } = env;
  return [
    nav.userAgent ?? '',
    nav.language ?? '',
    (nav.languages ?? []).join(','),
    nav.platform ?? '',
    String(nav.hardwareConcurrency ?? ''),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    `${screen.width ?? ''}x${screen.height ?? ''}x${screen.colorDepth ?? ''}`,
    String(screen.pixelRatio ?? ''),
    env.timeZone ?? '',
    String(nav.cookieEnabled ?? ''),
  ];
}

/**
 * A 64-bit non-cryptographic hash (two mixed 32-bit lanes) as 16 hex digits.
 * Enough to tell browsers apart; not meant to be secure.
 *
 * @example
 * hashVisitorSignals('a|b'); // 16 hex digits, the same on every call
 */
export function hashVisitorSignals(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/**
 * The fingerprint of a browser: the hash of its signals.
 *
 * @example
 * createVisitorFingerprint(readBrowserEnvironment()); // e.g. '3f9a0c51e2b47d86'
 */
export function createVisitorFingerprint(env: VisitorEnvironment): string {
  return hashVisitorSignals(collectVisitorSignals(env).join('|'));
}

/**
 * The stored visitor id, or a new fingerprint that is then stored, so the id
 * stays the same for this browser even when a signal changes later (a browser
 * update, a new screen). Works without storage (private mode): then it is
 * only as stable as the signals.
 *
 * @example
 * const id = loadOrCreateVisitorId(localStorage, readBrowserEnvironment());
 */
export function loadOrCreateVisitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  env: VisitorEnvironment,
): string {
  const stored = readStoredVisitorId(storage);
  if (stored) return stored;
  const id = createVisitorFingerprint(env);
  try {
    storage?.setItem(VISITOR_ID_STORAGE_KEY, id);
  } catch {
    // Quota or privacy mode: the id is still usable for this page.
  }
  return id;
}

/**
 * The visitor id kept in storage, or `null`.
 *
 * @example
 * readStoredVisitorId(localStorage);
 */
export function readStoredVisitorId(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(VISITOR_ID_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Runs `task` when the browser is idle, at the latest after 500 ms; without
 * `requestIdleCallback` (Safari) after 500 ms (spec 4). Returns a cancel function.
 *
 * @example
 * const cancel = scheduleWhenIdle(() => setId(loadOrCreateVisitorId(localStorage, env)), browserIdleScheduler());
 */
export function scheduleWhenIdle(task: () => void, scheduler: IdleScheduler): () => void {
  if (scheduler.requestIdleCallback) {
    const handle = scheduler.requestIdleCallback(task, { timeout: VISITOR_ID_FALLBACK_DELAY_MS });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = scheduler.setTimeout(task, VISITOR_ID_FALLBACK_DELAY_MS);
  return () => scheduler.clearTimeout(handle);
}

/**
 * The current browser's signals. Call only in the browser (an effect or handler).
 *
 * @example
 * useEffect(() => setFingerprint(createVisitorFingerprint(readBrowserEnvironment())), []);
 */
export function readBrowserEnvironment(): VisitorEnvironment {
  const nav = window.navigator as Navigator & { deviceMemory?: number };
  return {
    navigator: {
      userAgent: nav.userAgent,
      language: nav.language,
      languages: nav.languages,
      platform: nav.platform,
      hardwareConcurrency: nav.hardwareConcurrency,
      maxTouchPoints: nav.maxTouchPoints,
      deviceMemory: nav.deviceMemory,
      cookieEnabled: nav.cookieEnabled,
    },
    screen: {
      width: window.screen.width,
      height: window.screen.height,
      colorDepth: window.screen.colorDepth,
      pixelRatio: window.devicePixelRatio,
    },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}
