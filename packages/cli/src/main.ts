/**
 * `vitrine <command>`: the dispatcher. Each command is a thin shell over the
 * engine's exported functions; this file only parses the command line (with
 * Node's own `parseArgs`, strict: an unknown option is a usage error) and
 * turns failures into a message and an exit code.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError, EXIT, usageError } from './cli-error';
import { COMMANDS, type Command } from './commands';
import { loadEngine } from './engine';

export const GENERAL_HELP = `Usage: vitrine <command> [options]

The store's command line: the same database the storefront uses.

Commands:
${COMMANDS.map((command) => `  ${command.name.padEnd(10)} ${command.summary}`).join('\n')}

Run \`vitrine <command> --help\` for a command's options.

Exit codes: 0 done; 1 refused input (rows left out of an import, an unreadable file, a store in use,
a value the store refuses); 2 a usage error (unknown command or option, a missing argument).`;

export interface Io {
  out: NodeJS.WritableStream;
  err: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
}

const defaultIo = (): Io => ({ out: process.stdout, err: process.stderr, env: process.env });

/** Runs one command line and returns the exit code. */
export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) {
      io.err.write(`${GENERAL_HELP}\n`);
      return EXIT.usage;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = topic === undefined ? undefined : findCommand(topic);
      io.out.write(`${command ? await helpOf(command) : GENERAL_HELP}\n`);
      return EXIT.ok;
    }
    if (name === '--version') {
      io.out.write('vitrine 0.1.0\n');
      return EXIT.ok;
    }
    const command = findCommand(name);
    const parsed = parse(command, rest);
    if (parsed.values.help) {
      io.out.write(`${await helpOf(command)}\n`);
      return EXIT.ok;
    }
    const [min, max] = command.positionals;
    if (parsed.positionals.length < min) throw usageError(`vitrine ${command.name}: missing ${command.positionalName}`);
    if (parsed.positionals.length > max)
      throw usageError(`vitrine ${command.name}: unexpected argument "${parsed.positionals[max]}"`);
    await loadEngine();
    return await command.run({ values: parsed.values, positionals: parsed.positionals, io });
  } catch (error) {
    if (error instanceof CliError) {
      io.err.write(`${error.message.startsWith('vitrine') ? '' : 'vitrine: '}${error.message}\n`);
      if (error.exitCode === EXIT.usage)
        io.err.write(`Run \`vitrine ${name && findCommandOrUndefined(name) ? `${name} ` : ''}--help\` for usage.\n`);
      return error.exitCode;
    }
    io.err.write(`vitrine: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.refused;
  }
}

async function helpOf(command: Command): Promise<string> {
  return typeof command.help === 'string' ? command.help : command.help(await loadEngine());
}

function findCommandOrUndefined(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}

function findCommand(name: string): Command {
  const command = findCommandOrUndefined(name);
  if (!command) throw usageError(`unknown command "${name}" (commands: ${COMMANDS.map((c) => c.name).join(', ')})`);
  return command;
}

function parse(command: Command, args: string[]) {
  const config = {
    args,
    options: { ...command.options, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  } satisfies ParseArgsConfig;
  try {
    return parseArgs(config);
  } catch (error) {
    throw usageError(`vitrine ${command.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
