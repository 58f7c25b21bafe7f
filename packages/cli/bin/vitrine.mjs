#!/usr/bin/env node
// `vitrine`: the store's command line. The engine is TypeScript source in this
// workspace, so the command runs it through tsx's loader (no build step).
import { register } from 'tsx/esm/api';

// A reader that stops early (`vitrine export | head`) is no error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
