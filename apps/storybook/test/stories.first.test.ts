import { ALL_PASSES, defineStoryTests, FIRST_FILE_THEMES } from './stories';

// The default theme, left-to-right and right-to-left, with every check; athena's contrast.
defineStoryTests(ALL_PASSES.filter((pass) => FIRST_FILE_THEMES.includes(pass.theme)));
