import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTheme, validateThemeName } from '../create-theme.mjs';

const run = promisify(execFile);
const TEMPLATE = resolve(import.meta.dirname, '..');
const TEMPLATE_MODULES = join(TEMPLATE, 'node_modules');
const UI_PACKAGE = resolve(TEMPLATE, '../../ui');

/** Runs a tool of the template's dependencies inside a theme folder; answers its exit code and output. */
async function runIn(folder: string, bin: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(modules, bin), ...args], {
      cwd: folder,
      env: { ...process.env, VITRINE_TEST_RESULTS: '', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A theme made from the template in a temporary folder, outside the repository. */
async function themeInTempFolder(name: string): Promise<string> {
  const folder = await createTheme({ name, dir: join(parent, name) });
  await symlink(modules, join(folder, 'node_modules'), 'dir');
  return folder;
}

let parent: string;
let modules: string;

/**
 * The dependencies a theme developer installs from npm: @vitrine/ui as it is
 * published (`pnpm pack`: built files and `publishConfig` exports, no source),
 * and the build and test tools.
 */
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'vitrine-sixth-theme-'));
  modules = join(parent, 'shared', 'node_modules');
  const ui = join(modules, '@vitrine', 'ui');
  await mkdir(ui, { recursive: true });
  await run('pnpm', ['pack', '--pack-destination', parent], { cwd: UI_PACKAGE });
  const tarball = (await readdir(parent)).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball for @vitrine/ui');
  await run('tar', ['-xzf', join(parent, tarball), '-C', ui, '--strip-components=1']);
  for (const tool of ['@vanilla-extract', 'vitest', 'typescript', 'tsup']) {
    await symlink(join(TEMPLATE_MODULES, tool), join(modules, tool), 'dir');
  }
}, 60_000);
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('a sixth theme made from the template', () => {
  it('passes the theme test kit and the type check in its own folder', async () => {
    const folder = await themeInTempFolder('aurora');
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('vitrine-theme-aurora');
    const kit = JSON.parse(await readFile(join(UI_PACKAGE, 'package.json'), 'utf8'));
    expect(manifest.dependencies['@vitrine/ui']).toBe(`^${kit.version}`);
    expect(await readFile(join(folder, 'src/theme.css.ts'), 'utf8')).toContain("createTheme(vars, tokens, 'aurora')");

    const tests = await runIn(folder, 'vitest/vitest.mjs', ['run', '--reporter=verbose']);
    expect(tests.output).toContain('aurora theme');
    expect(tests.output).toMatch(/Tests\s+\d+ passed/);
    expect(tests.code).toBe(0);

    const types = await runIn(folder, 'typescript/bin/tsc', ['-p', 'tsconfig.json']);
    expect(types.output).toBe('');
    expect(types.code).toBe(0);

    // Its own `types` script: declarations whose relative imports name their files (as nodenext needs).
    expect(manifest.scripts.types).toBe('tsc -p tsconfig.build.json && node scripts/declaration-extensions.mjs');
    const [tsc, step] = manifest.scripts.types.split(' && ');
    const built = await runIn(folder, 'typescript/bin/tsc', tsc.split(' ').slice(1));
    expect(built.output).toBe('');
    const named = await run(process.execPath, step.split(' ').slice(1), { cwd: folder });
    expect(named.stderr).toBe('');
    expect(await readFile(join(folder, 'dist/index.d.ts'), 'utf8')).toMatch(/from '\.\/[\w.]+\.js'/);
  });

  it('fails its tests when a colour pair misses its contrast minimum', async () => {
    const folder = await themeInTempFolder('dusk');
    const tokensFile = join(folder, 'src/tokens.ts');
    const tokens = await readFile(tokensFile, 'utf8');
    await writeFile(tokensFile, tokens.replace("onBrandAccent: '#ffffff'", "onBrandAccent: '#b07a5c'"));

    const tests = await runIn(folder, 'vitest/vitest.mjs', ['run', '--reporter=verbose']);
    expect(tests.code).not.toBe(0);
    expect(tests.output).toContain('onBrandAccent on brandAccent meets its contrast minimum');
  });

  it('refuses a folder that already exists', async () => {
    await expect(createTheme({ name: 'aurora', dir: join(parent, 'aurora') })).rejects.toThrow('already exists');
  });
});

describe('theme names', () => {
  it.each(['aurora', 'night-market', 'a1'])('accepts %s', (name) => {
    expect(validateThemeName(name)).toBeNull();
  });

  it.each(['', 'a', 'Aurora', '1st', 'trailing-', 'under_score', 'x'.repeat(33), 'template'])(
    'refuses "%s"',
    (name) => {
      expect(validateThemeName(name)).not.toBeNull();
    },
  );
});
