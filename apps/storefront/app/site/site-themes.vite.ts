import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/** A theme package's name: `@vitrine/theme-<name>`; `<name>` is the theme's name (the store setting's value). */
export const THEME_PACKAGE_PATTERN = /^@vitrine\/theme-([a-z][a-z0-9-]*[a-z0-9])$/;
/** The template is a theme to copy, never one to serve. */
const NOT_SERVED = new Set(['template']);

/** Server module: every installed theme (its module, name and build-manifest key). */
export const THEMES_MODULE_ID = 'virtual:vitrine/themes';
/** Browser module: each installed theme's module as an on-demand chunk (so each has its own stylesheet). */
export const THEME_MODULES_MODULE_ID = 'virtual:vitrine/theme-modules';

/** An installed theme package, as found among the storefront's dependencies. */
export interface ThemePackage {
  name: string;
  packageName: string;
}

/**
 * The theme packages a storefront has installed: its `@vitrine/theme-*`
 * dependencies, the default theme first, then by name.
 *
 * @example themePackagesOf({ dependencies: { '@vitrine/theme-vogue': '*', react: '*' } }) // [{ name: 'vogue', packageName: '@vitrine/theme-vogue' }]
 */
export function themePackagesOf(manifest: { dependencies?: Record<string, string> }): ThemePackage[] {
  return Object.keys(manifest.dependencies ?? {})
    .flatMap((packageName) => {
      const name = THEME_PACKAGE_PATTERN.exec(packageName)?.[1];
      return name && !NOT_SERVED.has(name) ? [{ name, packageName }] : [];
    })
    .sort((a, b) => (a.name === 'default' ? -1 : b.name === 'default' ? 1 : a.name.localeCompare(b.name)));
}

/**
 * Discovers the themes the storefront has installed, so that adding a theme
 * package to its dependencies is all it takes to serve it: builds
 * `virtual:vitrine/themes` (server: each theme's definition and the key of
 * its entry in the client build's manifest, where its stylesheet is found) and
 * `virtual:vitrine/theme-modules` (browser: one dynamic import per theme, so
 * the build emits one stylesheet per theme and a page links only its own).
 *
 * @example
 * export default defineConfig({ plugins: [vanillaExtractPlugin(), vitrineThemes(), reactRouter()] });
 */
export function vitrineThemes(): Plugin {
  let root = process.cwd();
  const packages = () =>
    themePackagesOf(
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> },
    );
  return {
    name: 'vitrine-themes',
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      // Hook filters: the bundler calls the plugin only for its own modules.
      filter: { id: /^virtual:vitrine\// },
      handler(id) {
        if (id === THEMES_MODULE_ID || id === THEME_MODULES_MODULE_ID) return `\0${id}`;
        return null;
      },
    },
    load: {
      filter: { id: /^\0virtual:vitrine\// },
      handler: async function (id) {
        if (id === `\0${THEME_MODULES_MODULE_ID}`) {
          const entries = packages().map(
            ({ name, packageName }) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(packageName)}),`,
          );
          return `export const THEME_MODULES = {\n${entries.join('\n')}\n};\n`;
        }
        if (id !== `\0${THEMES_MODULE_ID}`) return null;
        const installed = packages();
        const lines: string[] = [];
        const rows: string[] = [];
        for (const [index, { name, packageName }] of installed.entries()) {
          const resolved = await this.resolve(packageName, path.join(root, 'package.json'));
          if (!resolved)
            throw new Error(
              `Theme package ${packageName} is listed in ${root}/package.json but not installed: run pnpm install`,
            );
          // The key Vite's manifest gives the theme's chunk: its entry file relative to the root.
          const manifestKey = normalizePath(path.relative(root, resolved.id.split('?')[0] ?? resolved.id));
          lines.push(`import theme${index} from ${JSON.stringify(packageName)};`);
          rows.push(
            `  { name: ${JSON.stringify(name)}, packageName: ${JSON.stringify(packageName)}, theme: theme${index}, manifestKey: ${JSON.stringify(manifestKey)} },`,
          );
        }
        return `${lines.join('\n')}\nexport const INSTALLED_THEMES = [\n${rows.join('\n')}\n];\n`;
      },
    },
  };
}
