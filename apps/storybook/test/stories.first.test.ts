import { ALL_PASSES, defineStoryTests } from './stories';

// The default theme, left-to-right and right-to-left, with every check.
defineStoryTests(ALL_PASSES.filter((pass) => pass.theme === 'default'));
