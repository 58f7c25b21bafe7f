// Drives a built Storybook in Debian's Chromium: lists its stories, renders
// each one in a theme (play function included) and collects what Storybook
// reports when the story finishes (status, accessibility results).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium-args.mjs';
import { serveStatic } from './static-server.mjs';

export const STATIC_DIR = resolve(import.meta.dirname, '../storybook-static');
export const THEMES = ['default', 'vogue', 'venue', 'showtime', 'athena'];
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Every story of the built Storybook (docs pages left out), in sidebar order. */
export function listStories(folder = STATIC_DIR) {
  const index = JSON.parse(readFileSync(resolve(folder, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ id: entry.id, title: entry.title, name: entry.name, tags: entry.tags ?? [] }));
}

/** Debian's Chromium with the flags every headless run uses; nothing downloads a browser. */
export function launchChromium() {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * Records Storybook's `storyFinished` events (and thrown errors) in the page,
 * by hooking the preview's channel as soon as Storybook creates it.
 */
function recordStoryEvents() {
  window.__storyResults = {};
  window.__storyErrors = {};
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('storyFinished', (event) => {
        window.__storyResults[event.storyId] = event;
      });
      const keep = (kind) => (error) => {
        const id = window.__STORYBOOK_PREVIEW__?.currentSelection?.storyId ?? '?';
        (window.__storyErrors[id] ??= []).push(`${kind}: ${error?.message ?? JSON.stringify(error)}`);
      };
      value.on('storyThrewException', keep('render'));
      value.on('storyErrored', (event) => keep('error')({ message: event?.description ?? event?.title }));
      value.on('playFunctionThrewException', keep('play'));
      value.on('storyMissing', (id) => keep('missing')({ message: id }));
    },
  });
}

const DEFAULT_VIEWPORT = { width: 1024, height: 768 };
const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * One browser page showing stories of one theme (and locale). Loads the
 * preview once, then switches stories in place: much faster than a page load
 * per story. `play: false` leaves the stories' play functions out: they drive
 * the stories by their en-US names, so a translated pass checks each story's
 * rendering and accessibility, not its interactions.
 */
export async function openStoryPage(
  browser,
  baseUrl,
  { theme, locale = 'en-US', viewport, checks = 'full', play = true } = {},
) {
  // Storybook pauses animations instead of waiting for them when it sees a test runner.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`;
  const context = await browser.newContext({ viewport: viewport ?? DEFAULT_VIEWPORT, userAgent });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(recordStoryEvents);
  // `contrast`: Storybook's full accessibility check is switched off and only
  // axe's colour-contrast rule runs (what a theme can change); `full` keeps it;
  // `none` runs no accessibility check (for tests about something else, as texts).
  // axe itself for the `contrast` checks (a page can switch to them in place, see `use`).
  await page.addInitScript({ path: AXE_PATH });
  let loaded = false;
  let currentSize = viewport ?? DEFAULT_VIEWPORT;

  return {
    page,
    /** Renders a story, waits for it to finish (play function and accessibility check) and returns the result. */
    async render(storyId, { timeout = 20_000, phone = false } = {}) {
      pageErrors.length = 0;
      // A story tagged `phone` is about the phone layout (its viewport global says so in Storybook's UI):
      // the page takes a phone's size for it, as media queries only follow the real viewport. The size
      // is set only when it changes: each resize costs the page a layout, hundreds of times a pass.
      const size = phone ? PHONE_VIEWPORT : (viewport ?? DEFAULT_VIEWPORT);
      if (size !== currentSize) {
        await page.setViewportSize(size);
        currentSize = size;
      }
      if (!loaded) {
        const globals = `theme:${theme};locale:${locale}${checks === 'full' ? '' : ';a11y.manual:!true'}`;
        // Storybook's embed mode renders a story without running its play function.
        await page.goto(
          `${baseUrl}/iframe.html?id=${storyId}&viewMode=story&globals=${globals}${play ? '' : '&embed=true'}`,
        );
        loaded = true;
      } else {
        await page.evaluate((id) => {
          delete window.__storyResults[id];
          window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' });
        }, storyId);
      }
      try {
        await page.waitForFunction((id) => Boolean(window.__storyResults[id]), storyId, { timeout });
      } catch {
        // A story that never finishes may leave the preview stuck: start the next one on a fresh load.
        loaded = false;
        const errors = await page.evaluate((id) => window.__storyErrors?.[id] ?? [], storyId).catch(() => []);
        return {
          status: 'error',
          a11yStatus: 'missing',
          a11yError: null,
          violations: [],
          errors: [`did not finish within ${timeout} ms`, ...errors, ...pageErrors.map((m) => `page: ${m}`)],
        };
      }
      const { result, errors, shown } = await page.evaluate(
        (id) => ({
          result: window.__storyResults[id],
          errors: window.__storyErrors[id] ?? [],
          shown: { theme: document.documentElement.dataset.theme ?? null, locale: document.documentElement.lang },
        }),
        storyId,
      );
      const a11y =
        checks === 'none'
          ? null
          : checks === 'contrast'
            ? await page.evaluate(async () => {
                const result = await window.axe.run(
                  { exclude: [['#storybook-docs']] },
                  { runOnly: { type: 'rule', values: ['color-contrast'] } },
                );
                return { status: result.violations.length ? 'failed' : 'passed', result };
              })
            : result.reporters.find((report) => report.type === 'a11y');
      const violations = (a11y?.result?.violations ?? []).map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
      // Storybook reports a story whose play function threw as finished with status `success`
      // (the exception comes as its own event): such a story failed.
      const threw = errors.some((error) => /^(render|error|play|missing): /.test(error));
      return {
        status: threw ? 'error' : result.status,
        a11yStatus: a11y?.status ?? 'missing',
        a11yError: a11y?.result?.error ? String(a11y.result.error.message ?? a11y.result.error) : null,
        violations,
        errors: [...errors, ...pageErrors.map((message) => `page: ${message}`)],
        shown,
      };
    },
    /**
     * Switches the page to another theme, locale or kind of check in place, as Storybook's toolbar
     * does: the story files stay loaded, so the next pass over the stories skips loading each
     * story's code again (about a quarter of a pass) and the preview's start. Waits for the story
     * on screen to render again in the new globals, so nothing of it runs into the next story.
     */
    async use(next) {
      ({ theme, locale, checks } = { theme, locale, checks, ...next });
      if (!loaded) return;
      const settled = await page
        .evaluate(
          ({ globals, timeout }) =>
            new Promise((resolve) => {
              const id = window.__STORYBOOK_PREVIEW__.currentSelection?.storyId;
              if (!id) return resolve(true);
              delete window.__storyResults[id];
              const timer = setInterval(() => {
                if (!window.__storyResults[id]) return;
                clearInterval(timer);
                delete window.__storyErrors[id];
                resolve(true);
              }, 10);
              setTimeout(() => resolve(false), timeout);
              window.__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals });
            }),
          { globals: globalsOf(theme, locale, checks), timeout: 20_000 },
        )
        .catch(() => false);
      // A story that did not render again: the next story starts on a fresh load in the new globals.
      if (!settled) loaded = false;
    },
    close: () => context.close(),
  };
}

/** Storybook's globals for a theme, a locale and a kind of check (the `contrast` and `none` checks switch its own off). */
function globalsOf(theme, locale, checks) {
  return { theme, locale, a11y: { manual: checks !== 'full' } };
}

export { serveStatic };
