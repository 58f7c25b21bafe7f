import { EXIT } from '../cli-error';
import type { Command } from '../command';
import { engine } from '../engine';
import { describeStore, STORE_HELP, STORE_OPTIONS, withStore } from '../store';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: "apply the database migrations the store's schema is missing",
  help: `Usage: vitrine migrate [store options]

Brings the store's schema up to date (the storefront does the same when it starts). Writes no demo data.

${STORE_HELP}`,
  options: { ...STORE_OPTIONS },
  positionals: [0, 0],
  async run({ values, io }) {
    await withStore(values, io.env, async (_commerce, choice) => {
      const { MIGRATIONS } = engine();
      io.out.write(
        `The ${describeStore(choice)} is up to date: ${MIGRATIONS.length} migrations, the newest ${MIGRATIONS.at(-1)?.id}.\n`,
      );
    });
    return EXIT.ok;
  },
};
