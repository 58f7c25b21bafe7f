#!/usr/bin/env node
// `vitrine`: the store's command line. The engine is TypeScript source in this
// workspace, so the command runs it through tsx's loader (no build step).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
