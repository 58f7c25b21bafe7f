#!/usr/bin/env node
// Creates a new theme from this template:
//   pnpm create-theme <name> [--dir <folder>] [--package <npm name>]
// Inside this repository (the default folder packages/themes/<name>) the new
// theme is a workspace package; anywhere else it is a standalone package that
// depends on @vitrine/ui and runs its own tests.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const TEMPLATE_DIR = import.meta.dirname;
/** Adds file names to the relative imports of the built declarations (for `node16`/`nodenext` consumers). */
const DECLARATION_STEP = 'scripts/declaration-extensions.mjs';
const WORKSPACE_THEMES = resolve(TEMPLATE_DIR, '..');
const SOURCE_FILES = [
  'src/index.ts',
  'src/settings.ts',
  'src/theme.css.ts',
  'src/theme.test.ts',
  'src/tokens.ts',
  'tsup.config.ts',
  'tsconfig.build.json',
];

/** Theme names become CSS class prefixes and package names: lower-case letters, digits and dashes. */
export function validateThemeName(name) {
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(name ?? '') || name.endsWith('-')) {
    return 'A theme name is 2–32 characters: lower-case letters, digits and dashes, starting with a letter';
  }
  if (name === 'template') return 'Choose a name other than "template"';
  return null;
}

const titleCase = (name) =>
  name.replace(/(^|-)([a-z])/g, (_, dash, letter) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/** The template's text with its name replaced by the new theme's. */
function rename(text, { name, packageName }) {
  return text
    .replaceAll('@vitrine/theme-template', packageName)
    .replace(/\btemplate\b/g, name)
    .replace(/\bTemplate\b/g, titleCase(name));
}

/** The version of `@vitrine/ui` in this repository. */
async function kitVersion() {
  return JSON.parse(await readFile(join(TEMPLATE_DIR, '../../ui/package.json'), 'utf8')).version;
}

/** Writes the new theme's files; answers the folder it wrote. */
export async function createTheme({ name, dir, packageName }) {
  const problem = validateThemeName(name);
  if (problem) throw new Error(problem);
  const target = resolve(dir ?? join(WORKSPACE_THEMES, name));
  if (existsSync(target)) throw new Error(`${target} already exists; choose another folder`);
  const inWorkspace = resolve(target, '..') === WORKSPACE_THEMES;
  const npmName = packageName ?? (inWorkspace ? `@vitrine/theme-${name}` : `vitrine-theme-${name}`);
  const names = { name, packageName: npmName };

  for (const file of SOURCE_FILES) {
    const text = await readFile(join(TEMPLATE_DIR, file), 'utf8');
    await mkdir(dirname(join(target, file)), { recursive: true });
    await writeFile(join(target, file), rename(text, names));
  }

  const manifest = JSON.parse(await readFile(join(TEMPLATE_DIR, 'package.json'), 'utf8'));
  manifest.name = npmName;
  manifest.description = `${titleCase(name)}: a Vitrine theme.`;
  // Outside the repository the theme installs the published kit: the version the kit has here (the
  // template itself is not published, so its own version does not follow the kit's releases).
  if (!inWorkspace) {
    manifest.dependencies['@vitrine/ui'] = `^${await kitVersion()}`;
    manifest.scripts.types = manifest.scripts.types.replace(`../../headless/${DECLARATION_STEP}`, DECLARATION_STEP);
  }
  await writeFile(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  if (inWorkspace) {
    await writeFile(join(target, 'tsconfig.json'), await readFile(join(TEMPLATE_DIR, 'tsconfig.json'), 'utf8'));
    await writeFile(
      join(target, 'vitest.config.ts'),
      (await readFile(join(TEMPLATE_DIR, 'vitest.config.ts'), 'utf8'))
        .replace("'theme-template'", `'theme-${name}'`)
        .replace(", 'test/**/*.test.ts'", '')
        .replace(/\n {4}\/\/ The create-theme test[^\n]*\n {4}testTimeout[^\n]*/, ''),
    );
  } else {
    // Outside the repository: no shared base config to extend.
    await writeFile(join(target, 'tsconfig.json'), STANDALONE_TSCONFIG);
    await writeFile(join(target, 'vitest.config.ts'), STANDALONE_VITEST);
    // The step that gives the declarations' relative imports their file names comes along.
    await mkdir(join(target, 'scripts'), { recursive: true });
    await writeFile(
      join(target, DECLARATION_STEP),
      await readFile(join(TEMPLATE_DIR, '../../headless', DECLARATION_STEP)),
    );
  }
  return target;
}

const STANDALONE_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['src', '*.ts'],
  },
  null,
  2,
)}\n`;

const STANDALONE_VITEST = `import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' }, package: { type: 'string' } },
  });
  try {
    const target = await createTheme({ name: positionals[0], dir: values.dir, packageName: values.package });
    const shown = relative(process.cwd(), target) || '.';
    console.log(`Created the ${positionals[0]} theme in ${shown}.`);
    console.log(`Next: pnpm install, then edit ${shown}/src/tokens.ts and settings.ts and run its tests (pnpm test).`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
