import { describe, expect, it } from 'vitest';
import defaultTheme from '@vitrine/theme-default';
import vogue from '@vitrine/theme-vogue';
import { FALLBACK_THEME_SETTINGS, activeTheme } from './theme';
import { PREVIEW_THEME_COOKIE, previewThemeCookie, storeThemeFor, themeStylesheetsFrom } from './site-themes.server';

const request = (cookie?: string) => new Request('https://shop.test/', { headers: cookie ? { cookie } : {} });

describe('theme stylesheets from the build manifest', () => {
  it('gives each theme its own CSS, following its chunk imports, and ignores other chunks', () => {
    const manifest = {
      '../../packages/themes/vogue/src/index.ts': { file: 'assets/src-a.js', src: '../../packages/themes/vogue/src/index.ts', css: ['assets/src-vogue.css'], imports: ['_shared.js'] },
      '../../packages/themes/venue/src/index.ts': { file: 'assets/src-b.js', src: '../../packages/themes/venue/src/index.ts', css: ['assets/src-venue.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', css: [] },
      'app/root.tsx': { file: 'assets/root.js', css: ['assets/root.css'] },
    };
    const sheets = themeStylesheetsFrom(manifest);
    expect(sheets.vogue).toEqual(['/assets/src-vogue.css']);
    expect(sheets.venue).toEqual(['/assets/src-venue.css']);
    expect(sheets.default).toBeUndefined();
  });
});

describe('storeThemeFor', () => {
  it('renders the merchant’s theme, with its class and settings', () => {
    const theme = storeThemeFor(request(), 'vogue');
    expect(theme).toMatchObject({ name: 'vogue', themeClass: vogue.themeClass, settings: vogue.settings, isPreview: false });
  });

  it('falls back to the default theme for a name that does not ship', () => {
    expect(storeThemeFor(request(), 'neon').name).toBe('default');
    expect(storeThemeFor(request(), null).themeClass).toBe(defaultTheme.themeClass);
  });

  it('shows a preview from its cookie, marked as one unless it is the merchant’s theme anyway', () => {
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=athena`), 'default')).toMatchObject({ name: 'athena', isPreview: true });
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=vogue`), 'vogue')).toMatchObject({ name: 'vogue', isPreview: false });
    expect(storeThemeFor(request(`${PREVIEW_THEME_COOKIE}=neon`), 'venue').name).toBe('venue');
  });

  it('writes a session cookie to start a preview and an expired one to end it', () => {
    expect(previewThemeCookie('vogue', true)).toBe(`${PREVIEW_THEME_COOKIE}=vogue; Path=/; SameSite=Lax; HttpOnly; Secure`);
    expect(previewThemeCookie(null, false)).toContain('Max-Age=0');
  });
});

describe('theme settings for old code', () => {
  it('keeps the fallback equal to the default theme’s settings', () => {
    expect(FALLBACK_THEME_SETTINGS).toEqual(defaultTheme.settings);
  });

  it('activeTheme reads the default settings before any page rendered', () => {
    expect(activeTheme.settings.currencyStyle).toBe('default');
  });
});
