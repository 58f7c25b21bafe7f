import { CommerceError, type StoreSettingName } from '@vitrine/commerce';
import { CliError, EXIT, usageError } from '../cli-error';
import type { Command } from '../command';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

const NAMES: readonly StoreSettingName[] = ['theme', 'analytics', 'cart', 'checkout'];

export const settingsCommand: Command = {
  name: 'settings',
  summary: "read or change the store's settings (theme, analytics, cart, checkout)",
  help: `Usage: vitrine settings get [name] [store options]
       vitrine settings set <name> <json> [store options]

get prints every setting (or one) as JSON, as the storefront reads it: the stored value, else the
environment's, else the default. set validates the value and stores it; the storefront uses it from
its next request. Settings: ${NAMES.join(', ')}. Example:
  vitrine settings set theme '{"name": "vogue"}'

${STORE_HELP}

Exit codes: 0 done; 1 an unknown setting or a value the store refuses; 2 usage error.`,
  options: { ...STORE_OPTIONS },
  positionals: [1, 3],
  positionalName: 'get or set',
  async run({ values, positionals, io }) {
    const [action, name, json] = positionals;
    if (action !== 'get' && action !== 'set') throw usageError(`vitrine settings: "${action}" is neither get nor set`);
    if (action === 'set' && (name === undefined || json === undefined))
      throw usageError('vitrine settings set: give a setting name and its JSON value');
    if (action === 'get' && json !== undefined) throw usageError(`vitrine settings get: unexpected argument "${json}"`);
    if (name !== undefined && !NAMES.includes(name as StoreSettingName)) {
      throw new CliError(`no setting "${name}" (settings: ${NAMES.join(', ')})`);
    }
    let value: unknown;
    if (json !== undefined) {
      try {
        value = JSON.parse(json);
      } catch (error) {
        throw new CliError(
          `the value of ${name} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await withStore(values, io.env, async (commerce) => {
      const settings = commerce.settings;
      if (action === 'get') {
        const all = await settings.read();
        io.out.write(`${JSON.stringify(name ? all[name as StoreSettingName] : all, null, 2)}\n`);
        return;
      }
      try {
        const stored = await settings.write(name as StoreSettingName, value);
        io.out.write(`${JSON.stringify(stored, null, 2)}\n`);
      } catch (error) {
        if (error instanceof CommerceError)
          throw new CliError(`${name}: ${error.message}${error.field ? ` (${error.field})` : ''}`);
        throw error;
      }
    });
    return EXIT.ok;
  },
};
