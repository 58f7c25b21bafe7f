import { ALL_PASSES, defineStoryTests } from './stories';

// Every pass (every theme, and the default theme in Hebrew) over the first half of the stories.
defineStoryTests(ALL_PASSES, 0);
