import { ALL_PASSES, defineStoryTests } from './stories';

// vogue, venue, showtime and athena.
defineStoryTests(ALL_PASSES.filter((pass) => pass.theme !== 'default'));
