import { describe, expect, it } from 'vitest';
import { auditTheme } from './audit';
import type { Theme } from './defineTheme';

/**
 * The theme test kit: registers the tests every theme must pass (each colour
 * pair meets its WCAG contrast minimum, the settings are complete and valid,
 * the theme is named and has one class name). A theme package runs it from
 * its own test file.
 *
 * @example
 * // packages/themes/my-theme/src/theme.test.ts
 * import { describeTheme } from '@vitrine/ui/theme-testing';
 * import theme from './index';
 * describeTheme(theme, { name: 'my-theme' });
 */
export function describeTheme(theme: Theme, expected: { name: string }): void {
  describe(`${expected.name} theme`, () => {
    const audit = auditTheme(theme);

    it.each(audit.contrast.map((r) => [`${r.foreground} on ${r.background}`, r] as const))(
      '%s meets its contrast minimum',
      (_, r) => {
        expect(r.ratio).toBeGreaterThanOrEqual(r.minimum);
      },
    );

    it('has complete, valid settings', () => {
      expect(audit.settingsProblems).toEqual([]);
    });

    it('self-hosts at most two latin woff2 fonts, each first in a font token', () => {
      expect(audit.fontProblems).toEqual([]);
      const stacks = [theme.tokens.font.body, theme.tokens.font.heading];
      for (const font of theme.fonts) {
        expect(stacks.some((stack) => stack.startsWith(`"${font.metrics.familyName}"`))).toBe(true);
      }
    });

    it('is named and has a class', () => {
      expect(theme.name).toBe(expected.name);
      // One class name, so `classList.add(theme.themeClass)` works.
      expect(theme.themeClass).toMatch(/^\S+$/);
    });
  });
}
