// Names the file of every relative import in the declarations tsc wrote to dist/, as Node resolves
// modules: `from './cart'` becomes `from './cart.js'`, `from './cart'` (a folder) `from './cart/index.js'`.
//   tsc -p tsconfig.build.json && node ../headless/scripts/declaration-extensions.mjs [dist]
// The published packages are ESM (`"type": "module"`), so an app type-checked with
// `"moduleResolution": "node16"` or `"nodenext"` resolves their declarations' relative imports only
// with the file named; without it they resolve to nothing and the types become errors or `any`.
// The sources import without extensions (bundler resolution), and tsc copies specifiers as they
// are, hence this step: run by the `types` script of headless and of each theme, and by ui's
// `build`, after tsc. A relative import that names no declaration file in dist fails the build.
// Running it again changes nothing.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');

/**
 * `from '…'`, `import '…'` and `import('…')` (in types) with a relative specifier (groups 1–3);
 * comments, template literals and other strings are matched whole, to be left as they are: an
 * `@example` in a doc comment may import from a path of the sources.
 */
const RELATIVE_IMPORT =
  /(\b(?:from|import)\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\2|\/\*[\s\S]*?\*\/|\/\/[^\n]*|`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;

/** The specifier naming the JavaScript file whose declarations `specifier` (from `file`) means, or null. */
function withFileName(file, specifier) {
  const target = join(dirname(file), specifier);
  if (specifier.endsWith('.js') && existsSync(target.replace(/\.js$/, '.d.ts'))) return specifier;
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return null;
}

const files = (await readdir(dist, { recursive: true }))
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => join(dist, file));
if (files.length === 0) {
  console.error(`No declarations in ${dist}: run tsc first.`);
  process.exit(1);
}
const unresolved = [];
let changed = 0;
for (const file of files) {
  const code = await readFile(file, 'utf8');
  const rewritten = code.replace(RELATIVE_IMPORT, (match, before, quote, specifier) => {
    if (specifier === undefined) return match;
    const named = withFileName(file, specifier);
    if (named === null) unresolved.push(`${relative(process.cwd(), file)}: '${specifier}'`);
    return named === null ? match : `${before}${quote}${named}${quote}`;
  });
  if (rewritten !== code) {
    await writeFile(file, rewritten);
    changed += 1;
  }
}
if (unresolved.length > 0) {
  console.error(`Relative imports that name no declaration file:\n  ${unresolved.join('\n  ')}`);
  process.exit(1);
}
console.log(`Declarations: relative imports name their files in ${changed} of ${files.length} files.`);
