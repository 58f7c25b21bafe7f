import { ALL_PASSES, defineStoryTests } from './stories';

// Every pass over the other half of the stories.
defineStoryTests(ALL_PASSES, 1);
