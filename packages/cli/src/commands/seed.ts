import { EXIT, usageError } from '../cli-error';
import type { Command } from '../command';
import { describeStore, STORE_HELP, STORE_OPTIONS, withStore } from '../store';

const OUTCOMES = {
  seeded:
    'Loaded the demo store (catalogue, coupons, shipping zones, tax rates, blog, reviews); the storefront draws its pictures when it starts.',
  'already-seeded': 'The store has had its demo data already: nothing written.',
  'has-data': 'The store holds data of its own: nothing written (the demo store only goes into an empty store).',
} as const;

export const seedCommand: Command = {
  name: 'seed',
  summary: 'load the demo store into an empty store (--demo)',
  help: `Usage: vitrine seed --demo [store options]

Loads the demo store into an empty store, once, as the storefront's first start does. A store that
holds products, orders or customers of its own, or had the demo once, is left alone (exit 1).

${STORE_HELP}`,
  options: { ...STORE_OPTIONS, demo: { type: 'boolean' } },
  positionals: [0, 0],
  async run({ values, io }) {
    if (!values.demo) throw usageError('vitrine seed: say what to load: --demo');
    const outcome = await withStore(values, io.env, async (commerce, choice) => {
      const result = await commerce.admin.seedDemo();
      io.out.write(`${describeStore(choice)}: ${OUTCOMES[result]}\n`);
      return result;
    });
    return outcome === 'seeded' ? EXIT.ok : EXIT.refused;
  },
};
