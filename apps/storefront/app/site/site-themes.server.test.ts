import { describe, expect, it } from 'vitest';
import defaultTheme from '@vitrine/theme-default';
import vogue from '@vitrine/theme-vogue';
import { themePackagesOf } from './site-themes.vite';
import {
  INSTALLED_THEME_NAMES,
  PREVIEW_THEME_COOKIE,
  assertThemeInstalled,
  previewThemeCookie,
  previewThemeOf,
  storeThemeFor,
  themeFontFiles,
  themeRegistry,
  themeStylesheetsFrom,
  themeStylesheetsFromBuild,
} from './site-themes.server';
import manifest from '../../package.json';

const request = (cookie?: string) => new Request('https://shop.test/', { headers: cookie ? { cookie } : {} });

describe('theme discovery', () => {
  it('finds the @vitrine/theme-* dependencies, the default first, and never the template', () => {
    expect(
      themePackagesOf({
        dependencies: {
          react: '*',
          '@vitrine/theme-vogue': '*',
          '@vitrine/theme-template': '*',
          '@vitrine/theme-default': '*',
          '@vitrine/ui': '*',
        },
      }),
    ).toEqual([
      { name: 'default', packageName: '@vitrine/theme-default' },
      { name: 'vogue', packageName: '@vitrine/theme-vogue' },
    ]);
  });

  it('serves exactly the theme packages the storefront depends on', () => {
    const installed = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@vitrine/theme-'));
    expect([...INSTALLED_THEME_NAMES].sort()).toEqual(
      installed.map((name) => name.slice('@vitrine/theme-'.length)).sort(),
    );
    expect(INSTALLED_THEME_NAMES[0]).toBe('default');
  });

  it('refuses a package whose theme carries another name', () => {
    expect(() =>
      themeRegistry([{ name: 'aurora', packageName: '@vitrine/theme-aurora', theme: vogue, manifestKey: 'x' }]),
    ).toThrow(/@vitrine\/theme-aurora defines a theme named 'vogue'/);
  });

  it('refuses to start with a theme that is not installed, from the setting or the environment', () => {
    expect(() => assertThemeInstalled({ setting: 'vogue', env: 'Vogue' })).not.toThrow();
    expect(() => assertThemeInstalled({ setting: 'default', env: 'aurora' })).toThrow(
      /Theme 'aurora' is not installed\. Installed themes: default, /,
    );
    expect(() => assertThemeInstalled({ setting: 'neon' })).toThrow(/@vitrine\/theme-neon/);
  });
});

describe('theme stylesheets from the build manifest', () => {
  it('gives each theme its own CSS, following its chunk imports, and ignores other chunks', () => {
    const manifestJson = {
      '../../packages/themes/vogue/src/index.ts': {
        file: 'assets/src-a.js',
        src: '../../packages/themes/vogue/src/index.ts',
        css: ['assets/src-vogue.css'],
        imports: ['_shared.js'],
      },
      '../../packages/themes/venue/src/index.ts': {
        file: 'assets/src-b.js',
        src: '../../packages/themes/venue/src/index.ts',
        css: ['assets/src-venue.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'app/root.tsx': { file: 'assets/root.js', css: ['assets/root.css'] },
    };
    const sheets = themeStylesheetsFrom(manifestJson, {
      vogue: '../../packages/themes/vogue/src/index.ts',
      venue: '../../packages/themes/venue/src/index.ts',
      default: '../../packages/themes/default/src/index.ts',
    });
    expect(sheets.vogue).toEqual(['/assets/src-vogue.css', '/assets/shared.css']);
    expect(sheets.venue).toEqual(['/assets/src-venue.css', '/assets/shared.css']);
    expect(sheets.default).toBeUndefined();
  });

  it('leaves out what the root route links on every page, even when a theme chunk imports it', () => {
    const manifestJson = {
      '../../packages/themes/vogue/src/index.ts': {
        file: 'assets/src-a.js',
        src: '../../packages/themes/vogue/src/index.ts',
        css: ['assets/src-vogue.css'],
        imports: ['_shared.js', '_fonts.js'],
      },
      '_fonts.js': { file: 'assets/fonts.js', css: ['assets/fonts-vogue.css'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_styles.js'] },
      '_styles.js': { file: 'assets/styles.js', css: ['assets/styles.css'] },
      'app/root.tsx?__react-router-build-client-route': {
        file: 'assets/root.js',
        src: 'app/root.tsx?__react-router-build-client-route',
        imports: ['_shared.js', '_styles.js'],
      },
    };
    const keys = { vogue: '../../packages/themes/vogue/src/index.ts' };
    expect(themeStylesheetsFrom(manifestJson, keys).vogue).toEqual([
      '/assets/src-vogue.css',
      '/assets/styles.css',
      '/assets/fonts-vogue.css',
    ]);
    expect(themeStylesheetsFromBuild(manifestJson, keys).vogue).toEqual([
      '/assets/src-vogue.css',
      '/assets/fonts-vogue.css',
    ]);
  });
});

describe('storeThemeFor', () => {
  it('renders the merchant’s theme, with its class and settings', () => {
    const theme = storeThemeFor(request(), 'vogue');
    expect(theme).toMatchObject({
      name: 'vogue',
      themeClass: vogue.themeClass,
      settings: vogue.settings,
      isPreview: false,
    });
  });

  it('serves the default theme, saying why, for a stored name that is not installed', () => {
    expect(storeThemeFor(request(), 'neon').name).toBe('default');
    expect(storeThemeFor(request(), null).themeClass).toBe(defaultTheme.themeClass);
  });

  it('shows a preview from its cookie, marked as one unless it is the merchant’s theme anyway', () => {
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=athena`), 'default')).toMatchObject({
      name: 'athena',
      isPreview: true,
    });
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=vogue`), 'vogue')).toMatchObject({
      name: 'vogue',
      isPreview: false,
    });
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=neon`), 'venue').name).toBe('venue');
  });

  it('writes a session cookie to start a preview and an expired one to end it', () => {
    const attributes = (cookie: string) => cookie.split('; ').sort();
    expect(attributes(previewThemeCookie('vogue', true))).toEqual(
      [`${PREVIEW_THEME_COOKIE}=vogue`, 'Path=/', 'SameSite=Lax', 'HttpOnly', 'Secure'].sort(),
    );
    expect(attributes(previewThemeCookie(null, false))).toEqual(
      [`${PREVIEW_THEME_COOKIE}=`, 'Path=/', 'SameSite=Lax', 'HttpOnly', 'Max-Age=0'].sort(),
    );
  });

  it('reads the preview from hostile Cookie headers without throwing', () => {
    expect(previewThemeOf(request(`${PREVIEW_THEME_COOKIE}=vogue; ${PREVIEW_THEME_COOKIE}=athena`))).toBe('vogue');
    for (const cookie of [
      `${PREVIEW_THEME_COOKIE}=%E0%A4%A`,
      `${PREVIEW_THEME_COOKIE}="vogue`,
      `${PREVIEW_THEME_COOKIE}=vo\u0001gue`,
      ';;=;',
    ]) {
      expect(previewThemeOf(request(cookie))).toBeNull();
    }
    expect(previewThemeOf(request(`${'x=1; '.repeat(20_000)}${PREVIEW_THEME_COOKIE}=vogue`))).toBe('vogue');
  });

  it('preloads the woff2 files a theme stylesheet loads with @font-face, not its local() fallback faces', () => {
    const css =
      '.a{color:red}@font-face{src:url(/assets/jost-latin-Ab1.woff2)format("woff2");font-weight:100 900;font-family:Jost}' +
      '@font-face{src:local(Arial),local(Liberation Sans);size-adjust:96%;font-family:Jost Fallback}' +
      '@font-face{src:url("/assets/bodoni-latin-Cd2.woff2") format("woff2");font-family:Bodoni Moda}.b{background:url(/assets/x.png)}';
    expect(themeFontFiles(css)).toEqual(['/assets/jost-latin-Ab1.woff2', '/assets/bodoni-latin-Cd2.woff2']);
    expect(themeFontFiles('.a{color:red}')).toEqual([]);
  });
});
