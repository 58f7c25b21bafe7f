import { existsSync } from 'node:fs';

/**
 * How every headless Chromium of the tests, benchmarks and screenshot scripts starts: Debian's
 * Chromium (nothing here downloads a browser; `CHROMIUM_PATH` names another), without the sandbox
 * (containers run as root), the GPU, background networking, component updates or first-run screens.
 */

/** Debian's `chromium`, the browser a shopper runs: benchmarks, Lighthouse and screenshots for people to look at. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium build, without the browser's windows and tab strip. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive (the journeys, the stories, the packed packages): the headless shell
 * when it is installed (`scripts/ensure-chromium.sh` installs it), else `CHROMIUM_PATH`. Same Blink,
 * V8 and network stack as the full browser, the engine Playwright drives by default for headless
 * tests; what it leaves out is the browser's own window machinery, which cost about 1.2 s of CPU for
 * every new browser context (0.3 s in the shell) and 5.5 s for a cold product page with hydration
 * (1.7 s). `CHROMIUM_PATH` set in the environment picks the browser for the tests too.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
