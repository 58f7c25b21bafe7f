/**
 * How every headless Chromium of the tests, benchmarks and screenshot scripts starts: Debian's
 * `/usr/bin/chromium` (nothing here downloads a browser; `CHROMIUM_PATH` names another), without
 * the sandbox (containers run as root), the GPU, background networking, component updates or
 * first-run screens.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
