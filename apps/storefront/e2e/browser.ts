import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; nothing here downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launches Chromium headless. `backForwardCache` keeps the browser's
 * back/forward cache on (Playwright turns it off by default), for journeys
 * about pages restored from it; `page.goBack` then waits for `commit` only.
 */
export function launchBrowser({ backForwardCache = false }: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
