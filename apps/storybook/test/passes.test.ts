import { expect, it } from 'vitest';
import { THEMES } from '../scripts/stories.mjs';
import { ALL_PASSES, STORY_FILES, storiesOfFile } from './stories';

it('covers every theme and Hebrew, each pass in every story file', () => {
  expect(new Set(ALL_PASSES.map((pass) => pass.theme))).toEqual(new Set(THEMES));
  expect(ALL_PASSES).toContainEqual({ theme: 'default', locale: 'he-IL', play: false, checks: 'full' });
});

it('gives every story to exactly one story file, the files about equal', () => {
  const stories = Array.from({ length: 7 }, (_, index) => `story-${index}`);
  const parts = Array.from({ length: STORY_FILES }, (_, part) => storiesOfFile(stories, part));
  expect(parts.flat().sort()).toEqual([...stories].sort());
  expect(
    Math.max(...parts.map((part) => part.length)) - Math.min(...parts.map((part) => part.length)),
  ).toBeLessThanOrEqual(1);
});
