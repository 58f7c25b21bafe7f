import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium-args.mjs';

/** Debian's Chromium; nothing here downloads a browser. */
export { CHROMIUM_PATH };

const launch = (options: { ignoreDefaultArgs?: string[] } = {}) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], ...options });

/** The Chromium the journey files share (they run one after another in one worker), started by the first. */
let shared: Promise<Browser> | undefined;

/**
 * The shared Chromium as one file's own: `close()` closes the contexts (and so the pages) the file opened
 * through it, not the browser. Contexts share nothing (cookies, storage, cache), so a file sees a browser
 * as fresh as its own, without paying its start (about 1.5 s on two cores) each time.
 */
function fileView(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (key === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      if (key === 'contexts') return () => [...opened];
      if (key === 'close') return async () => void (await Promise.all([...opened].map((context) => context.close())));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Chromium headless for one journey file. `backForwardCache` starts a browser of the file's own with the
 * back/forward cache on (Playwright turns it off by default), for journeys about pages restored from it;
 * `page.goBack` then waits for `commit` only. Otherwise the file gets the shared browser (see `fileView`).
 */
export async function launchBrowser({
  backForwardCache = false,
}: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (backForwardCache) return launch({ ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  let browser = await (shared ??= launch());
  if (!browser.isConnected()) browser = await (shared = launch());
  return fileView(browser);
}
