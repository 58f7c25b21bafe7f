import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const DIST = 'dist';
/** The one stylesheet of the package (`@vitrine/ui/styles.css`): the CSS of the main entry. */
const STYLESHEET = 'index.css';

/**
 * esbuild also writes a stylesheet per lazily loaded chunk and per other entry, but nothing loads them:
 * the JavaScript never imports CSS, and apps link `@vitrine/ui/styles.css`. They only repeat rules of
 * `index.css` (which holds the CSS of every component, lazy parts included), so they are removed, after
 * checking that every class they style is styled there too: a component whose CSS `index.css` missed
 * fails the build instead of shipping unstyled.
 */
async function keepOneStylesheet() {
  const sheet = await readFile(join(DIST, STYLESHEET), 'utf8');
  const classesOf = (css: string) => new Set(css.match(/\.[A-Za-z_][\w-]*(?=[\s{:,.[>+~)])/g) ?? []);
  const styled = classesOf(sheet);
  for (const file of await readdir(DIST)) {
    if (!/\.css(\.map)?$/.test(file) || file.startsWith(`${STYLESHEET}`)) continue;
    if (file.endsWith('.css')) {
      const missing = [...classesOf(await readFile(join(DIST, file), 'utf8'))].filter((name) => !styled.has(name));
      if (missing.length > 0) throw new Error(`${file} styles ${missing.join(', ')}, which ${STYLESHEET} does not`);
    }
    await rm(join(DIST, file));
  }
}

export default defineConfig({
  // `cart-drawer` is its own entry so apps can load the drawer (and Radix Dialog) on demand.
  entry: {
    index: 'src/index.ts',
    'theme/index': 'src/theme/index.ts',
    'cart-drawer': 'src/CartDrawer/CartDrawer.tsx',
    'theme-testing': 'src/theme/describeTheme.ts',
  },
  format: ['esm'],
  // Declarations come from tsc after tsup (the package's build script): one tsc pass takes
  // seconds where tsup's declaration bundler took minutes. A theme made outside the
  // repository type-checks against them (the create-theme test packs this package).
  dts: false,
  clean: true,
  sourcemap: true,
  // Shared chunks keep one copy of the contract between the two entries.
  splitting: true,
  external: ['react', 'react-dom', 'vitest', /^@radix-ui\//, /^@vanilla-extract\//, /^@vitrine\//],
  // Capsize's fallback calculation and the two system faces' metrics are a few hundred bytes: bundled, so a
  // theme built outside the repository needs no capsize install unless it declares web fonts itself.
  noExternal: [/^@capsizecss\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: keepOneStylesheet,
});
