/**
 * The tenant fuzzer: seeded mutations of a copy of the shipped tenants, each followed by
 * `tenant validate` in this process (and now and then `explain` and `build`). A run fails when the
 * CLI throws or exits with anything but 0 or 1, when a problem line is longer than a reader can
 * take in, or when the problem a mutation planted is not reported. One working copy serves every
 * mutation: each one changes a few paths, and the harness puts the originals back afterwards.
 */
import { cpSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../src/core/tooling/tenant-files.ts';
import { main } from '../../main.ts';
import { clearJsonCache } from '../../../src/core/tooling/json-file.ts';
import { random } from '../seeded-random.ts';
import { loadCorpus } from './json-edit.ts';
import type { FuzzWorld, Generator, Mutation } from './mutation.ts';
import { FILE_MUTATIONS } from './file-mutations.ts';
import { RULE_MUTATIONS } from './rule-mutations.ts';
import { FOLDER_MUTATIONS } from './folder-mutations.ts';
import { schemaRefusals } from './schema-oracle.ts';

/** How often each kind is drawn (relative weights). */
const WEIGHTS: [Generator, number][] = [
  [FILE_MUTATIONS.deepNesting, 8],
  [FILE_MUTATIONS.wrongType, 18],
  [FILE_MUTATIONS.duplicateKey, 9],
  [FILE_MUTATIONS.invalidUtf8, 7],
  [FILE_MUTATIONS.byteOrderMark, 4],
  [FILE_MUTATIONS.hugeString, 7],
  [FILE_MUTATIONS.protoKey, 3],
  [FILE_MUTATIONS.strayKey, 8],
  [FILE_MUTATIONS.oddFile, 6],
  [RULE_MUTATIONS.misspeltSwitch, 10],
  [RULE_MUTATIONS.prototypePath, 5],
  [RULE_MUTATIONS.absurdRule, 8],
  [RULE_MUTATIONS.deepRule, 3],
  [FOLDER_MUTATIONS.symlink, 8],
  [FOLDER_MUTATIONS.sharedMerchantCode, 3],
  [FOLDER_MUTATIONS.deepLayers, 1],
];

/** A problem line's pointer and message together stay under this many characters. */
export const MAX_PROBLEM_CHARS = 300;

export interface FuzzFailure {
  index: number;
  kind: string;
  what: string;
  command: string;
  reason: string;
}
export interface FuzzReport {
  count: number;
  ms: number;
  kinds: Record<string, number>;
  exits: Record<string, number>;
  longestProblem: number;
  /** Mutations `tenant validate` accepted although a schema refuses one of their files (must be 0). */
  acceptedButRefused: number;
  failures: FuzzFailure[];
}

async function runCli(args: string[], tenantsDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const before = process.env.TENANTS_DIR;
  process.env.TENANTS_DIR = tenantsDir;
  // The CLI caches parsed files by path for one run; every fuzz run is a new run.
  clearJsonCache();
  try {
    const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out, err, thrown: undefined as unknown };
  } catch (e) {
    return { code: -1, out, err, thrown: e };
  } finally {
    if (before === undefined) delete process.env.TENANTS_DIR;
    else process.env.TENANTS_DIR = before;
  }
}

const exists = (p: string) => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

function pickGenerator(rng: ReturnType<typeof random>): Generator {
  const total = WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let r = rng.next() * total;
  for (const [g, w] of WEIGHTS) if ((r -= w) < 0) return g;
  return WEIGHTS[0]![0];
}

export async function fuzzTenants(options: {
  count: number;
  seed?: number;
  /** Run explain after every n-th mutation and build after every m-th. */
  explainEvery?: number;
  buildEvery?: number;
  onProgress?: (done: number, report: FuzzReport) => void;
}): Promise<FuzzReport> {
  const { count, seed = 20240501, explainEvery = 10, buildEvery = 25 } = options;
  const pristine = join(ROOT, 'tenants');
  const work = mkdtempSync(join(tmpdir(), 'tenant-fuzz-'));
  const dir = join(work, 'tenants');
  const world: FuzzWorld = { corpus: loadCorpus(pristine), outside: join(work, 'outside') };
  mkdirSync(world.outside);
  cpSync(pristine, dir, { recursive: true });
  const rng = random(seed);
  const report: FuzzReport = {
    count: 0,
    ms: 0,
    kinds: {},
    exits: {},
    longestProblem: 0,
    acceptedButRefused: 0,
    failures: [],
  };
  const t0 = performance.now();
  const check = async (index: number, m: Mutation, args: string[]) => {
    const r = await runCli(args, dir);
    const fail = (reason: string) =>
      report.failures.push({ index, kind: m.kind, what: m.what.slice(0, 200), command: args.join(' '), reason });
    report.exits[`${args[0]} ${r.code}`] = (report.exits[`${args[0]} ${r.code}`] ?? 0) + 1;
    if (r.thrown) return fail(`threw ${String((r.thrown as Error)?.stack ?? r.thrown).slice(0, 400)}`);
    if (r.code !== 0 && r.code !== 1) return fail(`exit ${r.code}: ${r.err.join('\n').slice(0, 400)}`);
    if (args[0] !== 'validate') return;
    if (r.code === 0) {
      const refused = schemaRefusals(dir, m.touches);
      if (refused.length) {
        report.acceptedButRefused++;
        fail(`accepted, but the schema refuses: ${refused.slice(0, 3).join(' | ').slice(0, 400)}`);
      }
    }
    const lines = r.out.join('\n').split('\n');
    for (const line of lines) {
      // file:line:col  /pointer  message: the file's name is the reader's own; the rest is ours.
      const rest = line.indexOf('  ') >= 0 ? line.slice(line.indexOf('  ') + 2) : line;
      report.longestProblem = Math.max(report.longestProblem, rest.length);
      if (rest.length > MAX_PROBLEM_CHARS) fail(`a problem line of ${rest.length} characters: ${rest.slice(0, 160)}…`);
    }
    for (const re of m.expect)
      if (!lines.some((l) => re.test(l)))
        fail(`not reported: ${re} (got: ${lines.slice(0, 6).join(' | ').slice(0, 600)})`);
  };
  try {
    for (let i = 0; i < count; i++) {
      const m = pickGenerator(rng)(rng, world);
      report.kinds[m.kind] = (report.kinds[m.kind] ?? 0) + 1;
      try {
        m.apply(dir);
        await check(i, m, ['validate']);
        if (explainEvery && i % explainEvery === 0) await check(i, m, ['explain', m.tenant, '--json']);
        if (buildEvery && i % buildEvery === 0) await check(i, m, ['build', '--out', join(work, 'build')]);
      } finally {
        for (const rel of m.touches) {
          rmSync(join(dir, rel), { recursive: true, force: true });
          if (exists(join(pristine, rel))) cpSync(join(pristine, rel), join(dir, rel), { recursive: true });
        }
      }
      report.count++;
      options.onProgress?.(report.count, report);
    }
    // Everything put back: the copy validates clean again (and no cache kept a mutated file).
    const after = await runCli(['validate'], dir);
    if (after.code !== 0)
      report.failures.push({
        index: count,
        kind: 'restore',
        what: 'the restored copy',
        command: 'validate',
        reason: `exit ${after.code}: ${after.out.slice(0, 5).join(' | ')}`,
      });
  } finally {
    report.ms = Math.round(performance.now() - t0);
    rmSync(work, { recursive: true, force: true });
  }
  return report;
}
