import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchChromium,
  listStories,
  openStoryPage,
  serveStatic,
  STATIC_DIR,
  THEMES,
  type StoryPage,
  type StoryResult,
} from '../scripts/stories.mjs';

/** A theme and locale the stories are checked in. */
export interface StoryPass {
  theme: string;
  locale: 'en-US' | 'he-IL';
  /**
   * Run the stories' play functions. They find what they drive by its en-US
   * name, so the Hebrew pass, where every label is the he-IL catalogue's,
   * renders each story and checks it without them.
   */
  play: boolean;
  /** `full`: every axe rule; `contrast`: the colour-contrast rule only (set `STORYBOOK_FULL_CHECKS=1` for full everywhere). */
  checks: 'full' | 'contrast';
}

const FULL_EVERYWHERE = process.env.STORYBOOK_FULL_CHECKS === '1';

/**
 * The default theme left-to-right and right-to-left (Hebrew) with every check;
 * the other themes with the checks a theme can change (colour contrast), so
 * the suite stays fast enough for every CI run.
 */
export const ALL_PASSES: StoryPass[] = [
  { theme: 'default', locale: 'en-US', play: true, checks: 'full' },
  { theme: 'default', locale: 'he-IL', play: false, checks: 'full' },
  ...THEMES.filter((theme) => theme !== 'default').map((theme) => ({
    theme,
    locale: 'en-US' as const,
    play: true,
    checks: FULL_EVERYWHERE ? ('full' as const) : ('contrast' as const),
  })),
];

function describeFailure(result: StoryResult): string {
  const lines = [...result.errors];
  if (result.a11yError) lines.push(`axe could not run: ${result.a11yError}`);
  for (const violation of result.violations) {
    lines.push(`axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * The story test files: each runs every pass over its share of the stories (every other story, so
 * heavy pages and light components are spread alike), so the two workers finish together. Split by
 * theme instead, one file took 375 s and the other 298 s.
 */
export const STORY_FILES = 2;

/** The stories of one story test file (`part` from 0 to {@link STORY_FILES} − 1). */
export function storiesOfFile<T>(stories: readonly T[], part: number): T[] {
  return stories.filter((_, index) => index % STORY_FILES === part);
}

/**
 * Serves the built Storybook and starts Chromium for the tests of the file
 * (read `browser` and `url` inside tests and hooks).
 */
export function serveBuiltStorybook(): { readonly browser: Browser; readonly url: string } {
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      return browser;
    },
    get url() {
      if (!server) throw new Error('The Storybook server starts in beforeAll');
      return server.url;
    },
  };
}

/**
 * Every story of the built Storybook rendered in Debian's Chromium, once per
 * pass: the story must render, its play function (interaction test) must pass
 * and axe must find no violation. Run `pnpm --filter @vitrine/storybook build`
 * first. The stories are split over two test files so vitest runs them in two
 * workers, each with its own browser.
 */
export function defineStoryTests(passes: StoryPass[], part: number) {
  const stories = storiesOfFile(listStories(), part);
  const storybook = serveBuiltStorybook();
  // One page for the passes with play functions and one for those without (a page's play setting is
  // fixed when it loads): each pass switches its page to its theme, locale and checks in place, so the
  // stories' code loads once per page instead of once per pass.
  const storyPages = new Map<boolean, Promise<StoryPage>>();

  afterAll(async () => {
    for (const storyPage of storyPages.values()) await (await storyPage.catch(() => undefined))?.close();
  });

  it('finds the stories of the built Storybook', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  describe.each(passes)('theme $theme, $locale, $checks checks', ({ theme, locale, play, checks }) => {
    let storyPage: StoryPage;

    beforeAll(async () => {
      const existing = storyPages.get(play);
      if (existing) {
        storyPage = await existing;
        await storyPage.use({ theme, locale, checks });
      } else {
        const opened = openStoryPage(storybook.browser, storybook.url, { theme, locale, checks, play });
        storyPages.set(play, opened);
        storyPage = await opened;
      }
    });

    it.each(stories)('$id', async ({ id, tags }) => {
      const result = await storyPage.render(id, { phone: tags.includes('phone') });
      expect(result.violations, describeFailure(result)).toEqual([]);
      expect(result.a11yStatus, describeFailure(result)).toBe('passed');
      expect(result.status, describeFailure(result)).toBe('success');
      // Shown in the pass's theme (the page switches between passes in place).
      expect(result.shown?.theme).toBe(theme);
    });
  });
}
