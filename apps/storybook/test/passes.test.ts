import { expect, it } from 'vitest';
import { THEMES } from '../scripts/stories.mjs';
import { ALL_PASSES, FIRST_FILE_THEMES } from './stories';

it('the two story test files together cover every theme and Hebrew', () => {
  const first = ALL_PASSES.filter((pass) => FIRST_FILE_THEMES.includes(pass.theme));
  const second = ALL_PASSES.filter((pass) => !FIRST_FILE_THEMES.includes(pass.theme));
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
  expect([...first, ...second]).toHaveLength(ALL_PASSES.length);
  expect(new Set(ALL_PASSES.map((pass) => pass.theme))).toEqual(new Set(THEMES));
  expect(ALL_PASSES).toContainEqual({ theme: 'default', locale: 'he-IL', play: false, checks: 'full' });
});
