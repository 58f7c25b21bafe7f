import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The tests' flags; Lighthouse adds its own `--headless=new`. */
export const CHROMIUM_FLAGS = CHROMIUM_ARGS.filter((flag) => flag !== '--headless');

/** What a cold page load downloaded, by kind, as the network log counts it (bytes on the wire, headers included). */
export interface Downloads {
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
  /** Everything: the document, scripts, styles, pictures, fonts, data. */
  allBytes: number;
  allFiles: number;
  /** The same scripts decoded (what the phone parses). */
  jsDecodedBytes: number;
}

/** A phone, as Lighthouse's mobile run sees one (Moto G Power: 412×823 at 1.75×). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * Loads `url` in a fresh phone context (an empty cache) until the network has
 * been idle for a second, and sums Chromium's network log: every response's
 * encoded (transfer) length from `Network.loadingFinished`.
 */
export async function coldLoad(browser: Browser, url: string): Promise<Downloads> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const figures: Downloads = {
      jsBytes: 0,
      jsFiles: 0,
      cssBytes: 0,
      cssFiles: 0,
      allBytes: 0,
      allFiles: 0,
      jsDecodedBytes: 0,
    };
    const decoded = new Map<string, number>();
    let lastActivity = performance.now();
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      lastActivity = performance.now();
    });
    cdp.on('Network.dataReceived', (event) => {
      decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = performance.now();
      const type = types.get(event.requestId);
      figures.allBytes += event.encodedDataLength;
      figures.allFiles += 1;
      if (type === 'Script') {
        figures.jsBytes += event.encodedDataLength;
        figures.jsFiles += 1;
        figures.jsDecodedBytes += decoded.get(event.requestId) ?? 0;
      } else if (type === 'Stylesheet') {
        figures.cssBytes += event.encodedDataLength;
        figures.cssFiles += 1;
      }
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // What loads on idle after hydration counts too: wait for a quiet second.
    while (performance.now() - lastActivity < 1000) await page.waitForTimeout(250);
    return figures;
  } finally {
    await context.close();
  }
}
