/** What a command is: its options, help and the function that runs it. */
import type { ParseArgsConfig } from 'node:util';
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
  help: string;
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
