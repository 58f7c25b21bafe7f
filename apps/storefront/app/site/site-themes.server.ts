import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INSTALLED_THEMES } from 'virtual:vitrine/themes';
import type { Theme } from '@vitrine/ui/theme';
import { DEFAULT_STORE_THEME } from '@vitrine/commerce';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { StoreTheme } from './theme';

/** An installed theme package (see `site-themes.vite.ts`): its definition and its entry in the build manifest. */
export interface InstalledTheme {
  name: string;
  packageName: string;
  theme: Theme;
  manifestKey: string;
}

/**
 * The installed themes by name, checked once: each package's theme must carry
 * the name its package gives it (`@vitrine/theme-aurora` → `aurora`), or the
 * store setting could never name it.
 *
 * @example themeRegistry(INSTALLED_THEMES).get('vogue')?.theme.themeClass
 */
export function themeRegistry(installed: readonly InstalledTheme[]): ReadonlyMap<string, InstalledTheme> {
  const registry = new Map<string, InstalledTheme>();
  for (const entry of installed) {
    if (entry.theme?.name !== entry.name) {
      throw new Error(
        `${entry.packageName} defines a theme named '${String(entry.theme?.name)}'; a theme package @vitrine/theme-<name> must define the theme <name>`,
      );
    }
    registry.set(entry.name, entry);
  }
  return registry;
}

const THEMES = themeRegistry(INSTALLED_THEMES);

/** Names of the installed themes, the default first: what the store setting may name. */
export const INSTALLED_THEME_NAMES: readonly string[] = [...THEMES.keys()];

/** Cookie of a theme preview (`?preview_theme=vogue`); a session cookie, so a preview ends with the browser. */
export const PREVIEW_THEME_COOKIE = 'vitrine_preview_theme';
/** Query parameter that starts (a theme name) or ends (empty or unknown) a preview. */
export const PREVIEW_THEME_PARAM = 'preview_theme';

/** Whether `name` is an installed theme. */
export function isStoreTheme(name: string | null | undefined): name is string {
  return typeof name === 'string' && THEMES.has(name);
}

/** Why a theme name cannot be served, in words a merchant can act on; null when it can. */
export function themeProblem(name: string, installed: readonly string[] = INSTALLED_THEME_NAMES): string | null {
  if (installed.includes(name)) return null;
  return (
    `Theme '${name}' is not installed. Installed themes: ${installed.join(', ')}. ` +
    `Add @vitrine/theme-${name} to apps/storefront's dependencies and build again (packages/themes/template/README.md, "Use it in the shop").`
  );
}

/**
 * Refuses to start a store whose theme is not installed (`VITRINE_THEME` or
 * the stored setting): a clear error instead of the default theme in its place.
 *
 * @example assertThemeInstalled({ theme: 'aurora', env: process.env.VITRINE_THEME }) // throws unless aurora is installed
 */
export function assertThemeInstalled(wanted: { setting: string; env?: string | null }): void {
  for (const name of [wanted.env?.trim().toLowerCase(), wanted.setting]) {
    const problem = name ? themeProblem(name) : null;
    if (problem) throw new Error(problem);
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/**
 * Each theme's CSS files in the client build, from Vite's manifest (the theme
 * modules are separate dynamic chunks, see `virtual:vitrine/theme-modules`).
 * Empty in development or when the manifest is missing; the page then imports
 * the theme module, which injects its styles. CSS that the `everyPageKeys`
 * entries reach (the root route, linked on every page) is left out: a theme's
 * chunk that imports a shared chunk does not link the components' stylesheet twice.
 *
 * @example themeStylesheetsFrom(manifest, { vogue: '../../packages/themes/vogue/src/index.ts' }).vogue // ['/assets/index-Ab12.css']
 */
export function themeStylesheetsFrom(
  manifest: Record<string, ManifestChunk>,
  manifestKeys: Readonly<Record<string, string>>,
  publicPath = '/',
  everyPageKeys: readonly string[] = [],
): Record<string, string[]> {
  const reachable = (key: string) => {
    const css = new Set<string>();
    const walk = (entry: ManifestChunk | undefined, seen: Set<ManifestChunk>) => {
      if (!entry || seen.has(entry)) return;
      seen.add(entry);
      for (const file of entry.css ?? []) css.add(`${publicPath}${file}`);
      for (const imported of entry.imports ?? []) walk(manifest[imported], seen);
    };
    walk(manifest[key], new Set());
    return css;
  };
  // What the root links on every page already (the components' stylesheet, which a theme's chunk may import too).
  const linked = new Set(everyPageKeys.flatMap((key) => [...reachable(key)]));
  const found: Record<string, string[]> = {};
  for (const [name, key] of Object.entries(manifestKeys)) {
    if (!manifest[key]) continue;
    found[name] = [...reachable(key)].filter((href) => !linked.has(href));
  }
  return found;
}

/** `@font-face` rules of a stylesheet that load a file (a theme's web fonts; its fallback faces are `local()`). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const WOFF2_URL = /url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/;

/**
 * The woff2 files a theme's built CSS loads with `@font-face`: the files the
 * page preloads. A theme declares at most two (its test kit checks), each on
 * the first paint's path (body and headings), so all of them are preloaded.
 *
 * @example themeFontFiles('@font-face{src:url(/assets/jost-Ab.woff2)format("woff2");font-family:Jost}') // ['/assets/jost-Ab.woff2']
 */
export function themeFontFiles(css: string): string[] {
  const files = new Set<string>();
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const file = WOFF2_URL.exec(rule)?.[1];
    if (file) files.add(file);
  }
  return [...files];
}

let cachedStylesheets: Record<string, string[]> | undefined;
let cachedFonts: Record<string, string[]> | undefined;

const clientBuildDir = () => path.resolve(process.env.VITRINE_BUILD_DIR || 'build', 'client');

/** Each built theme's font files, read once from its stylesheets (none in development, where nothing is built). */
function builtThemeFonts(): Record<string, string[]> {
  if (cachedFonts) return cachedFonts;
  const fonts: Record<string, string[]> = {};
  for (const [name, stylesheets] of Object.entries(builtThemeStylesheets())) {
    fonts[name] = stylesheets.flatMap((href) => {
      try {
        return themeFontFiles(readFileSync(path.join(clientBuildDir(), href), 'utf8'));
      } catch (error) {
        console.error(`theme fonts: unreadable stylesheet ${href}`, error);
        return [];
      }
    });
  }
  cachedFonts = fonts;
  return fonts;
}

/** The root route's entry in the build's manifest (its key carries the bundler's query). */
const ROOT_SOURCE = /^app\/root\.tsx($|\?)/;

/** {@link themeStylesheetsFrom} without what the root route links on every page. */
export function themeStylesheetsFromBuild(
  manifest: Record<string, ManifestChunk>,
  keys: Readonly<Record<string, string>>,
) {
  const root = Object.keys(manifest).filter((key) => ROOT_SOURCE.test(manifest[key]?.src ?? ''));
  return themeStylesheetsFrom(manifest, keys, '/', root);
}

function builtThemeStylesheets(): Record<string, string[]> {
  if (cachedStylesheets) return cachedStylesheets;
  const file = path.join(clientBuildDir(), '.vite/manifest.json');
  const keys = Object.fromEntries([...THEMES.values()].map((entry) => [entry.name, entry.manifestKey]));
  try {
    cachedStylesheets = existsSync(file)
      ? themeStylesheetsFromBuild(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>, keys)
      : {};
  } catch (error) {
    console.error('theme stylesheets: unreadable build manifest', error);
    cachedStylesheets = {};
  }
  return cachedStylesheets;
}

/** The preview the request asks for with its cookie, or null. */
export function previewThemeOf(request: Request): string | null {
  const name = parseCookies(request.headers.get('cookie') ?? '')[PREVIEW_THEME_COOKIE];
  return isStoreTheme(name) ? name : null;
}

/** `Set-Cookie` that starts a preview of `name`, or ends the preview when `name` is null. */
export function previewThemeCookie(name: string | null, isSecure: boolean): string {
  return serializeCookie(PREVIEW_THEME_COOKIE, name ?? '', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: name ? undefined : 0,
    secure: isSecure,
  });
}

const reported = new Set<string>();

/**
 * The theme a request is rendered in: a preview cookie's theme, else the
 * merchant's (store setting). The store does not start with a theme that is
 * not installed; a setting changed to one afterwards (by hand in the
 * database) is logged on every process and the default theme serves meanwhile.
 *
 * @example storeThemeFor(request, 'venue').name // 'venue' (or the preview's)
 */
export function storeThemeFor(request: Request, chosen: string | null | undefined): StoreTheme {
  let merchant = chosen ?? DEFAULT_STORE_THEME;
  if (!isStoreTheme(merchant)) {
    if (!reported.has(merchant)) {
      reported.add(merchant);
      console.error(themeProblem(merchant));
    }
    merchant = INSTALLED_THEME_NAMES[0] ?? DEFAULT_STORE_THEME;
  }
  const preview = previewThemeOf(request);
  const name = preview ?? merchant;
  const entry = THEMES.get(name);
  if (!entry) throw new Error('No theme package is installed: add @vitrine/theme-default to apps/storefront');
  return {
    name: entry.theme.name,
    themeClass: entry.theme.themeClass,
    settings: entry.theme.settings,
    stylesheets: builtThemeStylesheets()[name] ?? [],
    fonts: builtThemeFonts()[name] ?? [],
    isPreview: preview !== null && preview !== merchant,
  };
}
