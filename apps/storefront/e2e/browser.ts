import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '../../../scripts/chromium-args.mjs';

/**
 * Launches Chromium headless: Debian's headless shell (scripts/chromium-args.mjs). `backForwardCache`
 * keeps the browser's back/forward cache on (Playwright turns it off by default), for journeys about
 * pages restored from it; `page.goBack` then waits for `commit` only. Those run in the full browser
 * (`/usr/bin/chromium`): the headless shell has no back/forward cache.
 */
export function launchBrowser({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: backForwardCache ? CHROMIUM_PATH : TEST_CHROMIUM_PATH,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [...CHROMIUM_ARGS],
  });
}
