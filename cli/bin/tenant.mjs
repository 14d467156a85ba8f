#!/usr/bin/env node
// The tenant CLI. Runs the TypeScript sources through tsx so there is no separate build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main.ts');
process.exitCode = await main(process.argv.slice(2));
