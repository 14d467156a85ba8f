/** What a CLI command is, and the error that means "usage error" (exit 2). */
import type { ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

export interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}
export interface Command {
  summary: string;
  usage: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /**
   * The arguments it takes besides options, as its usage names them; absent: none, and an argument
   * given anyway is a usage error (exit 2), never silently ignored.
   */
  positionals?: string;
  run(
    args: { positionals: string[]; values: Record<string, string | boolean | undefined> },
    io: Io,
  ): Promise<number> | number;
}
