import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { UsageError, type Command } from '../lib/command.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { sitePort } from '../lib/ports.ts';
import { identityProviderProject, startAuthEmulator, AUTH_EMULATOR_HOST } from '../lib/auth-emulator.ts';

export function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newest(join(path, f))), st.mtimeMs);
}

/** The built site is stale when any input is newer than dist/index.html. */
export function siteIsStale(): boolean {
  const built = existsSync(join(ROOT, 'dist', 'index.html')) ? statSync(join(ROOT, 'dist', 'index.html')).mtimeMs : 0;
  const inputs = ['src', 'tenants', 'schemas', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].map(
    (p) => newest(join(ROOT, p)),
  );
  return Math.max(...inputs) > built;
}

export const serve: Command = {
  summary: 'run the sandbox back end and the built site on one port',
  usage: 'tenant serve [--port <n>] [--data-dir <dir>] [--memory] [--build] [--games <n>]',
  help: `Serves the site (dist/) and the sandbox WPS back end on http://localhost:<port> (default 8787,
or PORT). Every tenant is at http://<id>.localhost:<port>/m/home. --build rebuilds the site first when
a source is newer than dist/ (npm start does this). Accounts, sessions and the RSA key live in
--data-dir (default .data/sandbox, so they survive a restart); --memory keeps nothing. Test controls
under /__sandbox/ are on unless SANDBOX_CONTROLS=0. When a tenant has the identity provider
(merchant config sms.projectId), the Firebase Auth emulator is installed (once, tools/firebase-emulator)
and started at 127.0.0.1:9099 first, unless FIREBASE_AUTH_EMULATOR_HOST names one. --games <n> gives
every tenant a catalogue of n games (its own and generated ones over 40 vendors: a real merchant's size).`,
  options: {
    port: { type: 'string' },
    build: { type: 'boolean' },
    'data-dir': { type: 'string' },
    memory: { type: 'boolean' },
    games: { type: 'string' },
  },
  async run({ values }) {
    const port = values.port === undefined ? sitePort() : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`"${String(values.port)}" is not a port number`);
    if (values.memory && values['data-dir']) throw new UsageError('give --data-dir or --memory, not both');
    const games = values.games === undefined ? undefined : Number(values.games);
    if (games !== undefined && !(Number.isInteger(games) && games >= 1 && games <= 100_000))
      throw new UsageError(`--games takes a number of games from 1 to 100000, not "${String(values.games)}"`);
    if (values.build && siteIsStale()) {
      console.log('Building the site (sources changed since the last build)...');
      const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
      if (r.status !== 0) return 1;
    }
    const dataDir = (values['data-dir'] as string | undefined) ?? join(ROOT, '.data', 'sandbox');
    // A tenant with the identity provider gets its Auth emulator (unless one is named already).
    const projectId = process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : identityProviderProject();
    const emulator = projectId ? await startAuthEmulator(projectId, (s) => console.log(s)) : undefined;
    const env = projectId ? { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST } : process.env;
    // The sandbox is its own program (server/): the CLI starts it as a process, it does not import it.
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'server/bin/sandbox.mjs'),
        '--port',
        String(port),
        ...(values.memory ? ['--memory'] : ['--data-dir', dataDir]),
        ...(games ? ['--games', String(games)] : []),
      ],
      { cwd: ROOT, stdio: 'inherit', env },
    );
    const forward = (signal: NodeJS.Signals) => () => {
      child.kill(signal);
      emulator?.kill(signal);
    };
    process.once('SIGINT', forward('SIGINT'));
    process.once('SIGTERM', forward('SIGTERM'));
    const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 0)));
    emulator?.kill();
    return code;
  },
};
