import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { UsageError, type Command } from '../lib/command.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { newest } from './serve.ts';
import { siteTemplateProblem } from '../lib/site-template.ts';

/** The studio page is built apart from the player's site (its own Vite config), into dist-studio/. */
function studioPageIsStale(): boolean {
  const built = join(ROOT, 'dist-studio', 'index.html');
  if (!existsSync(built)) return true;
  return (
    Math.max(newest(join(ROOT, 'studio', 'web')), newest(join(ROOT, 'package-lock.json'))) > statSync(built).mtimeMs
  );
}

export const studio: Command = {
  summary: 'a web page for operators: edit, preview, check and publish tenants in the browser',
  usage: 'tenant studio [--port <n>] [--host <address> [--token <t>]] [--dist <dir>] [--site <url>]',
  help: `Starts the tenant studio on http://localhost:<port>/ (default 8790, or STUDIO_PORT): the tenants,
each one's files in an editor with the schemas' completion and hover text, the problems of
tenant validate at their line as you type, tenant explain for the node under the cursor, tenant diff
of the draft against the published tenant, and a live preview of the draft (the built app over the
draft's package against a sandbox of its own) at phone sizes, in any language and route, as a visitor
or a demo member, with the switches the tenant reads. Edits are saved as a draft in
tenants/.studio/<id>/, never in the tenant's files; Publish validates the draft with every tenant,
moves it in as tenant init does, and runs tenant publish <id> over the built site (--dist, default
dist/: run npm run build first). New merchants are made with tenant init's options.
--site is where the published site is, {id} standing for the tenant (https://{id}.m.example.com):
the studio links each tenant's site there. Without it, it links the published build as the
studio's own sandbox serves it (its switches are the preview's), and says so.
It listens on loopback only. --host listens on that address instead and requires a token (--token,
STUDIO_TOKEN, or one is made and printed): the page is opened once at ...?token=<t>.`,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    token: { type: 'string' },
    dist: { type: 'string' },
    site: { type: 'string' },
  },
  async run({ values }) {
    const port = Number(values.port ?? process.env.STUDIO_PORT ?? 8790);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError(`"${String(values.port)}" is not a port number`);
    if (values.token !== undefined && !values.host) throw new UsageError('--token goes with --host');
    const site = values.site as string | undefined;
    if (site !== undefined) {
      const problem = siteTemplateProblem(site);
      if (problem) throw new UsageError(`--site "${site}": ${problem}`);
    }
    const dist = resolve((values.dist as string | undefined) ?? join(ROOT, 'dist'));
    if (!existsSync(join(dist, 'index.html')))
      throw new UsageError(`${dist} is not a built site: run npm run build first (the preview runs the built app)`);
    if (studioPageIsStale()) {
      console.log('Building the studio page...');
      const r = spawnSync('npx', ['vite', 'build', '-c', 'studio/vite.config.ts', '--logLevel', 'warn'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      if (r.status !== 0) return 1;
    }
    // The studio is its own program (studio/): the CLI starts it as a process, it does not import it.
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'studio/bin/studio.mjs'),
        '--port',
        String(port),
        '--dist',
        dist,
        ...(values.host ? ['--host', String(values.host)] : []),
        ...(values.token ? ['--token', String(values.token)] : []),
        ...(site ? ['--site', site] : []),
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    process.once('SIGINT', forward('SIGINT'));
    process.once('SIGTERM', forward('SIGTERM'));
    return new Promise<number>((done) => child.once('exit', (c) => done(c ?? 0)));
  },
};
