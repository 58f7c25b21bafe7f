// Size report of the built package: what each public export costs a storefront
// that imports only it (bundled from dist/ with react external, minified, gzipped).
//   pnpm --filter @vitrine/headless build && node scripts/size-report.mjs
// Prints a Markdown table for the README.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist/index.js');
const source = readFileSync(entry, 'utf8');

/** Runtime exports of dist/index.js (types are gone after the build). */
const exportNames = [...source.matchAll(/export\s*\{([^}]*)\}/g)]
  .flatMap((m) => m[1].split(','))
  .map((part) =>
    part
      .trim()
      .split(/\s+as\s+/)
      .pop(),
  )
  .filter(Boolean)
  .sort();

async function gzippedSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const whole = await gzippedSize(`export * from ${JSON.stringify(entry)};`);
const hooks = exportNames.filter(
  (name) => /^use[A-Z]/.test(name) || name === 'StoreProvider' || name === 'createStoreClient',
);
const rows = [];
for (const name of hooks) {
  const size = await gzippedSize(`export { ${name} } from ${JSON.stringify(entry)};`);
  rows.push(`| \`${name}\` | ${kb(size.raw)} | ${kb(size.gzip)} |`);
}
console.log(`Whole package: ${kb(whole.raw)} minified, **${kb(whole.gzip)} gzipped** (React external).\n`);
console.log('| import only | minified | gzipped |');
console.log('|---|---|---|');
console.log(rows.join('\n'));
