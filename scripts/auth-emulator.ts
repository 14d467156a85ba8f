/**
 * The identity provider's Auth emulator for `npm test`, started before it is needed: installed
 * (first run) and started while the unit tests run, so the browser tests' sandboxes find it
 * answering (tenant serve reuses a running one). Prints "auth emulator: ready" or "auth emulator:
 * none needed" once; stops the emulator on SIGTERM or SIGINT.
 */
import { identityProviderProject, startAuthEmulator } from '../cli/lib/auth-emulator.ts';

const project = identityProviderProject();
if (!project) {
  console.log('auth emulator: none needed');
} else {
  const child = await startAuthEmulator(project, (s) => console.log(`auth emulator: ${s}`));
  console.log('auth emulator: ready');
  const stop = () => {
    child?.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Stay alive with the emulator (its own process) until told to stop.
  setInterval(() => {}, 1 << 30);
}
