import { expect, it } from 'vitest';
import { THEMES } from '../scripts/stories.mjs';
import { ALL_PASSES } from './stories';

it('the two story test files together cover every theme and Hebrew', () => {
  const first = ALL_PASSES.filter((pass) => pass.theme === 'default');
  const second = ALL_PASSES.filter((pass) => pass.theme !== 'default');
  expect([...first, ...second]).toHaveLength(ALL_PASSES.length);
  expect(new Set(ALL_PASSES.map((pass) => pass.theme))).toEqual(new Set(THEMES));
  expect(ALL_PASSES).toContainEqual({ theme: 'default', locale: 'he-IL', play: false, checks: 'full' });
});
