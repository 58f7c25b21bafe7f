import { describe, expect, it } from 'vitest';
import { auditTheme, CONTRAST_PAIRS } from './audit';
import { baseTokens, mergeTokens } from './baseTokens';
import { contrastRatio, parseColor } from './contrast';
import { vars } from './contract.css';
import { defineTheme } from './defineTheme';
import { defineThemeFont, fallbackOverrides, fontStack, themeFontProblems } from './fonts';
import { validateThemeSettings, type ThemeSettings } from './settings';

const settings: ThemeSettings = {
  cartType: 'drawer',
  showBreadcrumbs: { headerModule: true, webNavigation: false },
  currencySelector: {
    showSelector: true,
    selectorType: 'global',
    checkDisplay: false,
    cartDisplay: true,
    defaultCurrency: 'DEFAULT',
    currencyList: ['USD', 'EUR'],
  },
  currencyStyle: 'default',
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel', hero: 'split' },
};

/** Jost's metrics as @capsizecss/metrics gives them (units of a 1000 em). */
const jost = defineThemeFont({
  metrics: { familyName: 'Jost', ascent: 1070, descent: -375, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 428 },
  file: '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2',
  weight: '100 900',
  fallback: 'sans',
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(118, 118, 118)', '#fff')).toBeCloseTo(4.54, 2);
  });
  it('refuses colours it can not measure', () => {
    expect(parseColor('rgb(0 0 0 / 0.5)')).toBeNull();
    expect(() => contrastRatio('red', '#fff')).toThrow(/Cannot compute contrast/);
  });
});

describe('auditTheme', () => {
  it('passes the base tokens', () => {
    const audit = auditTheme({ tokens: baseTokens, settings });
    expect(audit.contrast).toHaveLength(CONTRAST_PAIRS.length);
    expect(audit.contrastFailures).toEqual([]);
    expect(audit.settingsProblems).toEqual([]);
  });
  it('names each pair under its minimum', () => {
    const tokens = mergeTokens(baseTokens, { color: { onSale: '#ff8a80', borderStrong: '#dddddd' } });
    const audit = auditTheme({ tokens, settings });
    expect(audit.contrastFailures).toEqual([
      expect.stringMatching(/^onSale on sale: \d\.\d\d < 4\.5$/),
      expect.stringMatching(/^borderStrong on surface: .* < 3$/),
      expect.stringMatching(/^borderStrong on surfaceRaised: .* < 3$/),
    ]);
  });
});

describe('validateThemeSettings', () => {
  it('accepts complete settings', () => {
    expect(validateThemeSettings(settings)).toEqual([]);
  });
  it('lists every missing or invalid setting', () => {
    expect(validateThemeSettings({})).toHaveLength(14);
    const broken = { ...settings, cartType: 'modal', layout: { ...settings.layout, gallery: undefined } };
    expect(validateThemeSettings(broken)).toEqual([
      'cartType must be one of drawer, page',
      'layout.gallery must be one of carousel, grid, stacked',
    ]);
    expect(
      validateThemeSettings({
        ...settings,
        currencySelector: { ...settings.currencySelector, defaultCurrency: 'usd', currencyList: [] },
      }),
    ).toHaveLength(2);
  });
});

describe('contract', () => {
  it('uses fixed variable names, so separately built themes and components agree', () => {
    expect(vars.color.surface).toBe('var(--vt-color-surface)');
    expect(vars.space['2xl']).toBe('var(--vt-space-2xl)');
  });
  it('defineTheme freezes the theme', () => {
    const theme = defineTheme({ name: 'test', themeClass: 'x', tokens: baseTokens, settings, fonts: [jost] });
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.settings)).toBe(true);
    expect(Object.isFrozen(theme.fonts)).toBe(true);
  });
  it('mergeTokens overrides leaves and keeps the rest', () => {
    const merged = mergeTokens(baseTokens, { radius: { md: '0' } });
    expect(merged.radius).toEqual({ ...baseTokens.radius, md: '0' });
    expect(baseTokens.radius.md).toBe('0.5rem');
  });
});

describe('theme fonts', () => {
  it('names the web font, its fallback face, then the system stack', () => {
    expect(fontStack(jost, 'system-ui, sans-serif')).toBe('"Jost", "Jost Fallback", system-ui, sans-serif');
  });

  it('scales the fallback face to the web font: average width for size-adjust, vertical metrics over the adjusted em', () => {
    // Arial: xWidthAvg 913 of 2048; Jost 428 of 1000 → 428/1000 ÷ 913/2048 ≈ 0.9601.
    const adjust = 428 / 1000 / (913 / 2048);
    const overrides = fallbackOverrides(jost);
    expect(parseFloat(overrides.sizeAdjust!)).toBeCloseTo(adjust * 100, 1);
    expect(parseFloat(overrides.ascentOverride!)).toBeCloseTo((1070 / 1000 / adjust) * 100, 1);
    expect(parseFloat(overrides.descentOverride!)).toBeCloseTo((375 / 1000 / adjust) * 100, 1);
    expect(overrides.lineGapOverride).toBe('0%');
  });

  it('accepts at most two latin woff2 files of @fontsource packages', () => {
    expect(themeFontProblems([jost])).toEqual([]);
    const ext = { ...jost, file: '@fontsource-variable/jost/files/jost-latin-ext-wght-normal.woff2' };
    const ttf = { ...jost, file: '/fonts/jost.ttf' };
    expect(themeFontProblems([ext, ttf])).toEqual([
      expect.stringContaining('jost-latin-ext-wght-normal.woff2'),
      expect.stringContaining('/fonts/jost.ttf'),
    ]);
    expect(themeFontProblems([jost, jost, jost])).toEqual(['at most 2 font files, found 3']);
  });
});
