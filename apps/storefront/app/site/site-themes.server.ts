import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import athena from '@vitrine/theme-athena';
import defaultTheme from '@vitrine/theme-default';
import showtime from '@vitrine/theme-showtime';
import venue from '@vitrine/theme-venue';
import vogue from '@vitrine/theme-vogue';
import type { Theme } from '@vitrine/ui/theme';
import { DEFAULT_STORE_THEME, STORE_THEMES, type StoreThemeName } from '@vitrine/commerce';
import { readCookie } from '@vitrine/headless';
import type { StoreTheme } from './theme';

/** Every theme that ships, by name (server only: the browser never imports a theme package). */
export const THEMES: Readonly<Record<StoreThemeName, Theme>> = { default: defaultTheme, vogue, venue, showtime, athena };

/** Cookie of a theme preview (`?preview_theme=vogue`); a session cookie, so a preview ends with the browser. */
export const PREVIEW_THEME_COOKIE = 'vitrine_preview_theme';
/** Query parameter that starts (a theme name) or ends (empty or unknown) a preview. */
export const PREVIEW_THEME_PARAM = 'preview_theme';

/** Whether `name` is a theme that ships. */
export function isStoreTheme(name: string | null | undefined): name is StoreThemeName {
  return typeof name === 'string' && (STORE_THEMES as readonly string[]).includes(name);
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
}

/** Where a theme package's entry sits in the client build's Vite manifest. */
const THEME_SOURCE = /themes\/([a-z0-9-]+)\/src\/index\.ts$/;

/**
 * Each theme's CSS files in the client build, from Vite's manifest (the theme
 * modules are separate dynamic chunks, see `site-theme-modules.ts`). Empty in
 * development or when the manifest is missing; the page then imports the
 * theme module, which injects its styles.
 *
 * @example themeStylesheetsFrom(manifest, '/').vogue // ['/assets/index-Ab12.css']
 */
export function themeStylesheetsFrom(
  manifest: Record<string, ManifestChunk>,
  publicPath = '/',
): Partial<Record<StoreThemeName, string[]>> {
  const found: Partial<Record<StoreThemeName, string[]>> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = THEME_SOURCE.exec(chunk.src ?? key)?.[1];
    if (!isStoreTheme(name)) continue;
    const css = new Set<string>();
    const walk = (entry: ManifestChunk | undefined, seen: Set<ManifestChunk>) => {
      if (!entry || seen.has(entry)) return;
      seen.add(entry);
      for (const file of entry.css ?? []) css.add(`${publicPath}${file}`);
      for (const imported of entry.imports ?? []) walk(manifest[imported], seen);
    };
    walk(chunk, new Set());
    found[name] = [...css];
  }
  return found;
}

let cachedStylesheets: Partial<Record<StoreThemeName, string[]>> | undefined;

function builtThemeStylesheets(): Partial<Record<StoreThemeName, string[]>> {
  if (cachedStylesheets) return cachedStylesheets;
  const file = path.resolve(process.env.VITRINE_BUILD_DIR || 'build', 'client/.vite/manifest.json');
  try {
    cachedStylesheets = existsSync(file)
      ? themeStylesheetsFrom(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
      : {};
  } catch (error) {
    console.error('theme stylesheets: unreadable build manifest', error);
    cachedStylesheets = {};
  }
  return cachedStylesheets;
}

/** The preview the request asks for with its cookie, or null. */
export function previewThemeOf(request: Request): StoreThemeName | null {
  const name = readCookie(request.headers.get('cookie'), PREVIEW_THEME_COOKIE);
  return isStoreTheme(name) ? name : null;
}

/** `Set-Cookie` that starts a preview of `name`, or ends the preview when `name` is null. */
export function previewThemeCookie(name: StoreThemeName | null, isSecure: boolean): string {
  const parts = [`${PREVIEW_THEME_COOKIE}=${name ?? ''}`, 'Path=/', 'SameSite=Lax', 'HttpOnly'];
  if (!name) parts.push('Max-Age=0');
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The theme a request is rendered in: a preview cookie's theme, else the
 * merchant's (store setting), else the default.
 *
 * @example storeThemeFor(request, 'venue').name // 'venue' (or the preview's)
 */
export function storeThemeFor(request: Request, chosen: string | null | undefined): StoreTheme {
  const merchant: StoreThemeName = isStoreTheme(chosen) ? chosen : DEFAULT_STORE_THEME;
  const preview = previewThemeOf(request);
  const name = preview ?? merchant;
  const theme = THEMES[name];
  return {
    name: theme.name,
    themeClass: theme.themeClass,
    settings: theme.settings,
    stylesheets: builtThemeStylesheets()[name] ?? [],
    isPreview: preview !== null && preview !== merchant,
  };
}
