/** What the command's exit code says. */
export const EXIT = {
  ok: 0,
  /** Refused input: rows left out of an import, an unreadable file, a store in use, a value the store refuses. */
  refused: 1,
  /** The command line itself is wrong: unknown command or option, a missing argument. */
  usage: 2,
} as const;

/** A failure the command reports as one message and an exit code (no stack trace). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.refused,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
