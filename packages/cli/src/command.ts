/** What a command is: its options, help and the function that runs it. */
import type { ParseArgsConfig } from 'node:util';
import { CliError } from './cli-error';
import { isCommerceError, parsePrice, priceProblem } from './engine';
import type { Io } from './main';

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface CommandContext {
  values: OptionValues;
  positionals: string[];
  io: Io;
}

export interface Command {
  name: string;
  summary: string;
  /** Its help text; a function when the text names what the engine knows (then loaded for it). */
  help: string | ((engine: typeof import('@vitrine/commerce')) => string);
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments it takes, at least and at most. */
  positionals: readonly [number, number];
  /** What the positional argument is, for the usage error. */
  positionalName?: string;
  run(context: CommandContext): Promise<number>;
}

/** A string option's value (parseArgs gives strings for `type: 'string'`). */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * An amount option in the store currency `currency` ('6.50' in USD, '650' in JPY) as integer minor units;
 * a `CliError` (exit 1) saying why when it is not one ('--flat "6.5": JPY amounts have no decimals').
 */
export function moneyOption(values: OptionValues, name: string, currency: string): number | undefined {
  const text = stringOption(values, name);
  if (text === undefined) return undefined;
  return parsePrice(text, currency) ?? refuse(`--${name} "${text}": ${priceProblem(text, currency)}`);
}

/** A value the command refuses: exit 1 with this message. */
export const refuse = (message: string): never => {
  throw new CliError(message);
};

/** The store's refusal (404, 409, 422) as the command's message, naming the field; anything else unchanged. */
export function storeRefusal(error: unknown): unknown {
  if (isCommerceError(error)) return new CliError(`${error.message}${error.field ? ` (${error.field})` : ''}`);
  return error;
}

/** Rows of cells as aligned columns, one line each. */
export function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return `${rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}
