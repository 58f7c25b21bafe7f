import type { StoreEvent } from '../../events/events.types';
import { readAdClickIds, rememberAdClickIds } from '../adClickIds';
import type { AdClickIds, TrackingAdapter } from '../tracking.types';

/** The browser window an adapter works in, with the networks' globals on it. */
export type AnalyticsWindow = Window & typeof globalThis & Record<string, unknown>;

/** Where an adapter finds its window: the global one when not given (never read during a server render). */
export type WindowSource = () => AnalyticsWindow | undefined;

/** The global window, or `undefined` on the server. */
export const globalWindow: WindowSource = () =>
  typeof window === 'undefined' ? undefined : (window as unknown as AnalyticsWindow);

/**
 * Adds `<script async src>` to the page once: a second call with the same id
 * returns the script already there.
 *
 * @example
 * injectScriptOnce(document, 'https://connect.facebook.net/en_US/fbevents.js', 'vitrine-meta-pixel');
 */
export function injectScriptOnce(doc: Document, src: string, id: string): HTMLScriptElement {
  const existing = doc.getElementById(id);
  if (existing) return existing as HTMLScriptElement;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  (doc.head ?? doc.documentElement).appendChild(script);
  return script;
}

/**
 * Ad-click ids of this visit: the current URL's are kept in session storage
 * first (spec 4), so ids of the landing page survive client-side navigation.
 */
export function clickIdsOf(win: AnalyticsWindow): AdClickIds {
  try {
    return rememberAdClickIds(win.sessionStorage, win.location.search);
  } catch {
    // No session storage (privacy mode): only the current URL's ids are known.
    return readAdClickIds(win.location.search);
  }
}

/** What a network adapter is made of. */
export interface ScriptAdapterSpec {
  name: string;
  /** Installs the network's command queue (its official stub) and injects its script; runs once, on the first event. */
  load(win: AnalyticsWindow): void;
  /** Sends one store event; calls before the script is ready wait in the stub's queue, which the script replays in order. */
  send(win: AnalyticsWindow, event: StoreEvent): void | Promise<void>;
}

/**
 * A tracking adapter that loads its network's script on the first event it
 * receives. A tracker only hands events over after consent, so the script
 * is never requested before consent.
 */
export function createScriptAdapter(spec: ScriptAdapterSpec, getWindow: WindowSource = globalWindow): TrackingAdapter {
  let isLoaded = false;
  // The landing page's click id is kept now: by the time consent comes the shopper may have moved on.
  const startWindow = getWindow();
  if (startWindow) clickIdsOf(startWindow);
  return {
    name: spec.name,
    handle(event) {
      const win = getWindow();
      if (!win) return;
      if (!isLoaded) {
        isLoaded = true;
        spec.load(win);
      }
      return spec.send(win, event);
    },
  };
}
