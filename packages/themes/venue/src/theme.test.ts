import { auditTheme } from '@vitrine/ui/theme';
import { describe, expect, it } from 'vitest';
import theme from './index';

describe('venue theme', () => {
  const audit = auditTheme(theme);

  it.each(audit.contrast.map((r) => [`${r.foreground} on ${r.background}`, r] as const))('%s meets its contrast minimum', (_, r) => {
    expect(r.ratio).toBeGreaterThanOrEqual(r.minimum);
  });

  it('has complete, valid settings', () => {
    expect(audit.settingsProblems).toEqual([]);
  });

  it('is named and has a class', () => {
    expect(theme.name).toBe('venue');
    // One class name, so `classList.add(theme.themeClass)` works.
    expect(theme.themeClass).toMatch(/^\S+$/);
  });
});
