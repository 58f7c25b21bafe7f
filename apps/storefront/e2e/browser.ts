import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium-args.mjs';

/** Debian's Chromium; nothing here downloads a browser. */
export { CHROMIUM_PATH };

/**
 * Launches Chromium headless. `backForwardCache` keeps the browser's
 * back/forward cache on (Playwright turns it off by default), for journeys
 * about pages restored from it; `page.goBack` then waits for `commit` only.
 */
export function launchBrowser({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [...CHROMIUM_ARGS],
  });
}
