import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // VITRINE_BUILD_DIR lets several builds sit side by side (the e2e suite builds into its own folder when asked).
  buildDirectory: process.env.VITRINE_BUILD_DIR || 'build',
} satisfies Config;
