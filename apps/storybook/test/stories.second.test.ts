import { ALL_PASSES, defineStoryTests, FIRST_FILE_THEMES } from './stories';

// vogue, venue and showtime.
defineStoryTests(ALL_PASSES.filter((pass) => !FIRST_FILE_THEMES.includes(pass.theme)));
