import type { StoreSettingName } from '@vitrine/commerce';
import { CliError, EXIT, usageError } from '../cli-error';
import type { Command } from '../command';
import { engine, isCommerceError } from '../engine';
import { STORE_HELP, STORE_OPTIONS, withStore } from '../store';

export const settingsCommand: Command = {
  name: 'settings',
  summary: "read or change the store's settings (theme, currency and address, cart limits, checkout…)",
  help: ({ SETTINGS_READ_AT_START, STORE_SETTING_NAMES }) => `Usage: vitrine settings get [name] [store options]
       vitrine settings set <name> <json> [store options]

get prints every setting (or one) as JSON, as the storefront reads it: the stored value, else the
environment's, else the default. set validates the value and stores it; the storefront uses it from
its next request, except ${SETTINGS_READ_AT_START.join(', ')}, read when it starts: restart it. Settings:
${STORE_SETTING_NAMES.join(', ')}. Examples:
  vitrine settings set theme '{"name": "vogue"}'
  vitrine settings set store '{"url": "https://shop.example", "currency": "EUR"}'
  vitrine settings set cart_limits '{"min_cart_total": 500, "max_cart_total": 500000}'

store: url is the public https origin links point at (null: STORE_URL's); currency the ISO 4217
code prices are in (one with an exchange rate). A field left out keeps its value. The currency
cannot change once the store has orders.
cart_limits: the smallest and largest cart total the checkout takes, in whole minor units of the store
currency: cents in USD (500 is 5.00), yen in JPY, which has no smaller unit (500 is ¥500), fils in KWD.

${STORE_HELP}

Exit codes: 0 done; 1 an unknown setting or a value the store refuses; 2 usage error.`,
  options: { ...STORE_OPTIONS },
  positionals: [1, 3],
  positionalName: 'get or set',
  async run({ values, positionals, io }) {
    const [action, name, json] = positionals;
    const { SETTINGS_READ_AT_START, STORE_SETTING_NAMES: NAMES } = engine();
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
        if (SETTINGS_READ_AT_START.includes(name as StoreSettingName))
          io.err.write(`The storefront reads ${name} when it starts: restart it for the change to apply.\n`);
      } catch (error) {
        if (isCommerceError(error))
          throw new CliError(`${name}: ${error.message}${error.field ? ` (${error.field})` : ''} [${error.code}]`);
        throw error;
      }
    });
    return EXIT.ok;
  },
};
