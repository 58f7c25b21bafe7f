import { describe, expect, it } from 'vitest';
import { auditTheme, CONTRAST_PAIRS } from './audit';
import { baseTokens, mergeTokens } from './baseTokens';
import { contrastRatio, parseColor } from './contrast';
import { vars } from './contract.css';
import { defineTheme } from './defineTheme';
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
  layout: { header: 'classic', productCard: 'standard', gallery: 'carousel' },
};

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
    expect(validateThemeSettings({})).toHaveLength(13);
    const broken = { ...settings, cartType: 'modal', layout: { ...settings.layout, gallery: undefined } };
    expect(validateThemeSettings(broken)).toEqual([
      'cartType must be one of drawer, page',
      'layout.gallery must be one of carousel, grid, stacked',
    ]);
    expect(
      validateThemeSettings({ ...settings, currencySelector: { ...settings.currencySelector, defaultCurrency: 'usd', currencyList: [] } }),
    ).toHaveLength(2);
  });
});

describe('contract', () => {
  it('uses fixed variable names, so separately built themes and components agree', () => {
    expect(vars.color.surface).toBe('var(--vt-color-surface)');
    expect(vars.space['2xl']).toBe('var(--vt-space-2xl)');
  });
  it('defineTheme freezes the theme', () => {
    const theme = defineTheme({ name: 'test', themeClass: 'x', tokens: baseTokens, settings });
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.settings)).toBe(true);
  });
  it('mergeTokens overrides leaves and keeps the rest', () => {
    const merged = mergeTokens(baseTokens, { radius: { md: '0' } });
    expect(merged.radius).toEqual({ ...baseTokens.radius, md: '0' });
    expect(baseTokens.radius.md).toBe('0.5rem');
  });
});
