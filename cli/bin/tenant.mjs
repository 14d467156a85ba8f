#!/usr/bin/env node
// The tenant CLI. Runs the TypeScript sources through tsx so there is no separate build step.
import { register } from 'tsx/esm/api';

// A closed pipe (tenant validate | head) ends the program quietly, as Unix tools do.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
register();
const { main } = await import('../main.ts');
process.exitCode = await main(process.argv.slice(2));
