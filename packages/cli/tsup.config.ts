import { defineConfig } from 'tsup';

/**
 * The command as one built program (`dist/`), which `bin/vitrine.mjs` runs when it is newer than the
 * sources: the engine and the contract are bundled in, so a command starts in about 0.7 s instead of the
 * 2 s that loading the workspace's TypeScript through tsx takes. Only the packages with native or WASM
 * parts stay real imports (the command depends on them itself).
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  clean: true,
  // `vitrine --help` and usage errors load the dispatcher's chunk only, not the engine's.
  splitting: true,
  noExternal: [/^(?!@electric-sql\/pglite|pg$|pg\/|sharp).*/],
  external: ['@electric-sql/pglite', 'pg', 'sharp'],
  // Bundled CommonJS packages call require() for Node's modules.
  banner: {
    js: "import { createRequire as __vitrineRequire } from 'node:module'; const require = __vitrineRequire(import.meta.url);",
  },
});
