/**
 * Publishing a draft: moved into tenants/ by the path `tenant init` takes (validated with every
 * tenant in a copy of the folder, then renamed in: cli/lib/move-in.ts), then that merchant alone
 * published over the built site by `tenant publish <id>` (its package, pages and host-map entry,
 * switched atomically for players), run as the CLI runs it.
 */
import { cpSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { moveInValidated } from '../../cli/lib/move-in.ts';
import { formatProblem } from '../../src/core/tooling/problems.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import type { Drafts } from './drafts.ts';

export type Published =
  | { ok: true; output: string }
  /** Nothing moved in: the reason, or the problems as `tenant validate` prints them. */
  | { ok: false; step: 'validate' | 'stale' | 'none'; output: string }
  /** The tenant's files are the draft now, but `tenant publish` failed: its output. */
  | { ok: false; step: 'publish'; output: string };

const cli = join(ROOT, 'cli/bin/tenant.mjs');

function runCli(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: ROOT, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code: code ?? 1, output: output.trim() }));
  });
}

/** `print`: the draft the operator saw (Drafts.print); a draft changed since (another tab) is not published. */
export async function publishDraft(drafts: Drafts, id: string, print: string, dist: string): Promise<Published> {
  if (!drafts.hasDraft(id)) return { ok: false, step: 'none', output: `${id} has no draft: nothing to publish` };
  if (drafts.print(id) !== print)
    return {
      ok: false,
      step: 'stale',
      output: 'the draft changed since this page last saw it (another tab?): look at it again, then publish',
    };
  const draft = drafts.draftDir(id);
  const moved = moveInValidated(drafts.root, id, true, (into) => {
    rmSync(into, { recursive: true, force: true });
    cpSync(draft, into, { recursive: true, verbatimSymlinks: true });
  });
  if (!moved.ok)
    return {
      ok: false,
      step: 'validate',
      output:
        moved.reason === 'problems'
          ? [
              ...moved.problems.map((p) => formatProblem(p)),
              `${moved.problems.length} problem(s); nothing published`,
            ].join('\n')
          : `${moved.reason === 'fill' ? moved.message : 'the tenant changed meanwhile'}; nothing published`,
    };
  drafts.discard(id);
  const run = await runCli(['publish', id, '--dist', dist]);
  return run.code === 0 ? { ok: true, output: run.output } : { ok: false, step: 'publish', output: run.output };
}
