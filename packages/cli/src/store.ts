/**
 * Which store a command works on, chosen as the storefront chooses it: a
 * PostgreSQL server by `--database-url` or `DATABASE_URL`, else the embedded
 * database in `--data-dir`, `VITRINE_DATA_DIR`, or the repository's `.data/`
 * (the folder `pnpm start` serves).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Commerce } from '@vitrine/commerce';
import { CliError, usageError } from './cli-error';
import { stringOption, type OptionValues } from './command';
import { loadEngine } from './engine';

/** The repository's root (this file is packages/cli/src/store.ts). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface StoreChoice {
  databaseUrl?: string;
  dataDir?: string;
  schema?: string;
}

/** The options every command that opens the store takes. */
export const STORE_OPTIONS = {
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
  schema: { type: 'string' },
} as const;

export const STORE_HELP = `Store (as the storefront picks it):
  --database-url URL  a PostgreSQL server (default: $DATABASE_URL)
  --data-dir DIR      the embedded database's folder (default: $VITRINE_DATA_DIR, else .data/ in the
                      repository, the folder \`pnpm start\` uses). One process at a time: stop the
                      storefront on that folder first.
  --schema NAME       the PostgreSQL schema holding the store's tables (default: public)`;

export function chooseStore(
  values: { 'data-dir'?: string; 'database-url'?: string; schema?: string },
  env: NodeJS.ProcessEnv,
): StoreChoice {
  if (values['data-dir'] && values['database-url'])
    throw usageError('Give either --data-dir or --database-url, not both.');
  const databaseUrl = values['database-url'] || (values['data-dir'] ? undefined : env.DATABASE_URL);
  if (values.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(values.schema)) {
    throw usageError('--schema must be a lower-case PostgreSQL name (letters, digits, _)');
  }
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl))
      throw usageError('--database-url must start with postgres:// or postgresql://');
    return { databaseUrl, ...(values.schema ? { schema: values.schema } : {}) };
  }
  if (values.schema) throw usageError('--schema is for a PostgreSQL server (--database-url)');
  return { dataDir: path.resolve(values['data-dir'] || env.VITRINE_DATA_DIR || path.join(ROOT, '.data')) };
}

/** Where the store is, for messages (never the server's password). */
export function describeStore(choice: StoreChoice): string {
  if (choice.databaseUrl) {
    return `PostgreSQL ${choice.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}${choice.schema ? ` (schema ${choice.schema})` : ''}`;
  }
  return `embedded database in ${choice.dataDir}`;
}

/**
 * The themes the storefront has installed: its `@vitrine/theme-<name>`
 * dependencies (apps/storefront/package.json), the names a theme setting may take.
 */
export function storefrontThemes(root = ROOT): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/storefront/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).flatMap((name) => /^@vitrine\/theme-(.+)$/.exec(name)?.[1] ?? []);
}

/**
 * Opens the store with its migrations applied and without the demo seed, configured
 * from the environment as the storefront is (`commerceOptionsFromEnv`). A data folder
 * another process holds (a running storefront) is refused with the engine's message
 * naming that process: two openers corrupt it.
 */
export async function openStore(choice: StoreChoice, env: NodeJS.ProcessEnv): Promise<Commerce> {
  const { commerceOptionsFromEnv, createCommerce, FolderLockedError } = await loadEngine();
  try {
    const config = commerceOptionsFromEnv(env);
    return await createCommerce({
      ...config,
      settings: { ...config.settings, installedThemes: storefrontThemes() },
      ...choice,
      seed: false,
    });
  } catch (error) {
    if (error instanceof FolderLockedError) throw new CliError(error.message);
    throw new CliError(
      `Could not open the store (${describeStore(choice)}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Opens the store the options name, runs `work` on it and closes it, whatever happens. */
export async function withStore<T>(
  values: OptionValues,
  env: NodeJS.ProcessEnv,
  work: (commerce: Commerce, choice: StoreChoice) => Promise<T>,
): Promise<T> {
  const choice = chooseStore(
    {
      'data-dir': stringOption(values, 'data-dir'),
      'database-url': stringOption(values, 'database-url'),
      schema: stringOption(values, 'schema'),
    },
    env,
  );
  const commerce = await openStore(choice, env);
  try {
    return await work(commerce, choice);
  } finally {
    await commerce.close();
  }
}
