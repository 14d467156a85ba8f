/**
 * tenant: scaffold, validate, list, explain, build and serve tenants.
 * Exit codes: 0 ok, 1 problems found, 2 usage error, 3 internal error (a bug in the CLI, not in the files).
 */
import { parseArgs } from 'node:util';
import { commands } from './commands/index.ts';
import { UsageError, type Io } from './lib/command.ts';

const GLOBAL_HELP = () => `tenant <command> [options]

Commands:
${Object.entries(commands)
  .map(([n, c]) => `  ${n.padEnd(10)} ${c.summary}`)
  .join('\n')}

Run "tenant <command> --help" for a command's options.
Exit codes: 0 ok, 1 problems found, 2 usage error, 3 internal error. --json prints machine-readable output.`;

export async function main(
  argv: string[],
  io: Io = { out: (s) => console.log(s), err: (s) => console.error(s) },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.out : io.err)(GLOBAL_HELP());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.err(`tenant: unknown command "${name}"\n\n${GLOBAL_HELP()}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    io.err(`tenant ${name}: ${(e as Error).message}\nusage: ${command.usage}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(`usage: ${command.usage}\n\n${command.help}`);
    return 0;
  }
  if (!command.positionals && parsed.positionals.length) {
    io.err(
      `tenant ${name}: unexpected argument "${parsed.positionals[0]}" (it takes options only)\nusage: ${command.usage}`,
    );
    return 2;
  }
  try {
    return await command.run(parsed as never, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`tenant ${name}: ${e.message}\nusage: ${command.usage}`);
      return 2;
    }
    // Not "problems found": whatever the files hold, the CLI must report it, so this is our bug.
    io.err(
      `tenant ${name}: internal error (a bug in the tenant CLI, please report it with this trace):\n${(e as Error)?.stack ?? String(e)}`,
    );
    return 3;
  }
}
