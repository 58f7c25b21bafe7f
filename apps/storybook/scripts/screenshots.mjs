// `pnpm --filter @vitrine/storybook screenshots [--filter=<text>,<text>] [--themes=a,b] [--locale=he-IL] [--width=1024] [--height=768] [--viewport-only]`
// Renders every story (after `pnpm --filter @vitrine/storybook build`) in every
// theme and writes one PNG per story and theme, plus an index.html that shows
// the themes side by side, to <repo>/screenshots/storybook/.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, listStories, openStoryPage, serveStatic, STATIC_DIR, THEMES } from './stories.mjs';

// `pnpm <script> -- --flag` passes the `--` along: it is not an argument.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    filter: { type: 'string' },
    themes: { type: 'string' },
    locale: { type: 'string', default: 'en-US' },
    width: { type: 'string', default: '1024' },
    height: { type: 'string', default: '768' },
    'viewport-only': { type: 'boolean', default: false },
    out: { type: 'string', default: resolve(import.meta.dirname, '../../../screenshots/storybook') },
  },
});

const themes = values.themes ? values.themes.split(',') : THEMES;
const unknown = themes.filter((theme) => !THEMES.includes(theme));
if (unknown.length) throw new Error(`Unknown theme ${unknown.join(', ')}; the themes are ${THEMES.join(', ')}`);
const filters = values.filter ? values.filter.split(',') : [];
const stories = listStories().filter((story) => !filters.length || filters.some((text) => story.id.includes(text)));
const width = Number(values.width);
const height = Number(values.height);
const out = resolve(values.out);

await rm(out, { recursive: true, force: true });
const server = await serveStatic(STATIC_DIR);
const browser = await launchChromium();
const problems = [];
try {
  for (const theme of themes) {
    await mkdir(join(out, theme), { recursive: true });
    const storyPage = await openStoryPage(browser, server.url, {
      theme,
      locale: values.locale,
      viewport: { width, height },
      // The play functions find what they drive by its en-US name; another language shows the story as it opens.
      play: values.locale === 'en-US',
    });
    for (const story of stories) {
      const result = await storyPage.render(story.id);
      if (result.status !== 'success') problems.push(`${theme} ${story.id}: ${result.errors.join('; ')}`);
      await storyPage.page.screenshot({
        path: join(out, theme, `${story.id}.png`),
        fullPage: !values['viewport-only'],
      });
    }
    await storyPage.close();
    console.log(`${theme}: ${stories.length} stories`);
  }
} finally {
  await browser.close();
  await server.close();
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const rows = stories
  .map(
    (story) =>
      `<tr><th>${escape(story.title)}<br><small>${escape(story.name)}</small></th>${themes
        .map(
          (theme) =>
            `<td><img loading="lazy" src="${theme}/${story.id}.png" alt="${escape(`${story.title} ${story.name}, ${theme}`)}"></td>`,
        )
        .join('')}</tr>`,
  )
  .join('\n');
await writeFile(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Stories in every theme</title>
<style>body{font:14px system-ui;margin:0}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}
thead th{position:sticky;top:0;background:#fff}tbody th{text-align:start;max-width:12rem}img{width:320px;height:auto;display:block}</style>
<table><thead><tr><th>Story</th>${themes.map((theme) => `<th>${theme}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table>`,
);
console.log(`${stories.length * themes.length} screenshots in ${out} (open index.html to compare themes side by side)`);
if (problems.length) {
  console.error(`${problems.length} stories did not finish cleanly:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
