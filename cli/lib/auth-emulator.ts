/**
 * The identity provider's Auth emulator (firebase-tools, in tools/firebase-emulator with its own
 * lockfile: 600+ packages the site never ships), for a sandbox whose tenants have the identity
 * provider. Installed on first use (without install scripts: the emulator needs none), started on
 * its fixed port, awaited until it answers; a running one is reused.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { ROOT, listTenantIds, loadSandbox } from '../../src/core/tooling/tenant-files.ts';

export const EMULATOR_DIR = join(ROOT, 'tools', 'firebase-emulator');
/** tools/firebase-emulator/firebase.json says the same. */
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
/** Installing and starting take 20-90 s each on a busy machine. */
export const EMULATOR_READY_TIMEOUT_MS = 180_000;

/** The identity-provider project a tenant's merchant config names, if any tenant has one. */
export function identityProviderProject(root?: string): string | undefined {
  for (const id of listTenantIds(root)) {
    const v = loadSandbox(id, root).value as { merchantConfig?: { sms?: { projectId?: string } } };
    if (v.merchantConfig?.sms?.projectId) return v.merchantConfig.sms.projectId;
  }
  return undefined;
}

const answers = () =>
  fetch(`http://${AUTH_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );

export async function startAuthEmulator(
  projectId: string,
  log: (s: string) => void,
): Promise<ChildProcess | undefined> {
  if (await answers()) {
    log(`Identity-provider emulator already running at ${AUTH_EMULATOR_HOST}.`);
    return undefined;
  }
  const bin = join(EMULATOR_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  if (!existsSync(bin)) {
    log('Installing the identity-provider emulator (tools/firebase-emulator, once)...');
    const r = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: EMULATOR_DIR,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('could not install tools/firebase-emulator (npm ci failed)');
  }
  log(`Starting the identity-provider emulator (project ${projectId}) at ${AUTH_EMULATOR_HOST}...`);
  const child = spawn(process.execPath, [bin, 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: EMULATOR_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < EMULATOR_READY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the identity-provider emulator exited (code ${child.exitCode})`);
    if (await answers()) return child;
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill();
  throw new Error(`the identity-provider emulator did not answer within ${EMULATOR_READY_TIMEOUT_MS / 1000} s`);
}
