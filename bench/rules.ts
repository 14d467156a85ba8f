/** The cost of evaluating every rule of a screen (visible and enabled of each node), as the renderer does. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { evaluateRule } from '../src/core/rules.ts';
import { buildRuleContext } from '../src/core/rule-context.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import type { Rule } from '../src/core/schema/common.ts';

function rulesOf(node: unknown, out: Rule[] = []): Rule[] {
  if (Array.isArray(node)) node.forEach((n) => rulesOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'visible' || k === 'enabled') out.push(v as Rule);
      else rulesOf(v, out);
    }
  }
  return out;
}

export function benchRules(rounds = 20_000): { screen: string; rules: number; microsPerScreen: number } {
  const tenant = JSON.parse(readFileSync(join(ROOT, 'public/tenants/dragon/tenant.json'), 'utf8')) as {
    screens: Record<string, { body: unknown }>;
  };
  const mc = (
    JSON.parse(readFileSync(join(ROOT, 'tenants/dragon/sandbox.json'), 'utf8')) as { merchantConfig: MerchantConfig }
  ).merchantConfig;
  // The screen with the most rules is the worst case a player meets.
  const [screen, rules] = Object.entries(tenant.screens)
    .map(([id, s]) => [id, rulesOf(s.body)] as const)
    .sort((a, b) => b[1].length - a[1].length)[0]!;
  const ctx = buildRuleContext({ merchant: mc, session: { loggedIn: true }, route: { path: '/m/home' } });
  let sink = 0;
  for (let i = 0; i < 1000; i++) for (const r of rules) sink += evaluateRule(r, ctx) ? 1 : 0; // warm up
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) for (const r of rules) sink += evaluateRule(r, ctx) ? 1 : 0;
  const ms = performance.now() - t0;
  if (sink < 0) console.log(sink);
  return { screen, rules: rules.length, microsPerScreen: (ms * 1000) / rounds };
}
