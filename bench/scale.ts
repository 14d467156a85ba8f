/**
 * The scale benchmark (issue 36), with generated tenants at N = 2 and N = 1,000: validate, publish
 * one merchant, and the player's path to a merchant's first screen at both N (the same is the goal).
 */
import { availableParallelism } from 'node:os';
import { benchValidate, type ValidateBench } from './validate.ts';
import { benchPublish, type PublishBench } from './publish.ts';
import { benchPlayerPath, type PlayerPath } from './player-path.ts';
import { MIN_TENANTS_PER_PROCESS } from '../scripts/prerender-parallel.ts';

export interface ScaleBudgets {
  validate1000TenantsMs: number;
  publishOneTenantAt1000Ms: number;
}

export interface ScaleFigures {
  validate: ValidateBench[];
  publish: PublishBench[];
  playerPath: PlayerPath[];
}

const ms = (n: number) => `${Math.round(n)} ms`;

export async function benchScale(
  budgets: ScaleBudgets,
): Promise<{ figures: ScaleFigures; misses: string[]; lines: string[] }> {
  const misses: string[] = [];
  const validate = [benchValidate(2), benchValidate(1000)];
  const publish = [benchPublish(2), benchPublish(1000)];
  const playerPath = [await benchPlayerPath(2), await benchPlayerPath(1000)];
  const [v2, v1000] = validate as [ValidateBench, ValidateBench];
  const [p2, p1000] = publish as [PublishBench, PublishBench];
  const [path2, path1000] = playerPath as [PlayerPath, PlayerPath];

  for (const v of validate)
    if (v.problems) misses.push(`validate: the ${v.copies} copies reported ${v.problems} problems`);
  if (v1000.ms > budgets.validate1000TenantsMs)
    misses.push(`validate 1,000 tenants took ${ms(v1000.ms)} (budget ${budgets.validate1000TenantsMs} ms)`);
  // A full build's share of 20 merchants runs one process per core: all of them busy, or nearly.
  if (p1000.coresUsed < availableParallelism() * 0.75)
    misses.push(`a full build's share kept ${p1000.coresUsed.toFixed(2)} of ${availableParallelism()} cores busy`);
  if (p1000.firstMs > budgets.publishOneTenantAt1000Ms)
    misses.push(
      `publishing one tenant at N = 1,000 took ${ms(p1000.firstMs)} (budget ${budgets.publishOneTenantAt1000Ms} ms)`,
    );
  // The same files on the path at both N (how often a data call repeats depends on timing, not on N).
  const distinct = (p: PlayerPath) => [...new Set(p.paths)].join('\n');
  if (distinct(path2) !== distinct(path1000))
    misses.push("the player's path differs between N = 2 and N = 1,000 (bench/results.json has both)");
  for (const p of playerPath)
    if (p.namesOthers)
      misses.push(`the player's path at N = ${p.tenants} reads a list of tenants or names another merchant`);

  const lines = [
    `\nScale, generated tenants (issue 36)               N = 2        N = 1,000`,
    `  tenant validate, after one tenant's edit   ${ms(v2.ms).padStart(10)}   ${ms(v1000.ms).padStart(10)}   (budget ${budgets.validate1000TenantsMs} ms at 1,000)`,
    `  tenant validate, nothing cached            ${ms(v2.coldMs).padStart(10)}   ${ms(v1000.coldMs).padStart(10)}`,
    `  tenant validate <one id>                   ${ms(v2.oneMs).padStart(10)}   ${ms(v1000.oneMs).padStart(10)}`,
    `  tenant publish <id>, a new merchant        ${ms(p2.firstMs).padStart(10)}   ${ms(p1000.firstMs).padStart(10)}   (budget ${budgets.publishOneTenantAt1000Ms} ms at 1,000; its own process)`,
    `  the same again, nothing changed            ${ms(p2.againMs).padStart(10)}   ${ms(p1000.againMs).padStart(10)}`,
    `  a full build's time per merchant           ${ms(p2.perTenantMs).padStart(10)}   ${ms(p1000.perTenantMs).padStart(10)}   (publish --all of ${p2.shareTenants} and of a share of ${p1000.shareTenants})`,
    `  cores it kept busy (CPU time / wall time)  ${p2.coresUsed.toFixed(2).padStart(10)}   ${p1000.coresUsed.toFixed(2).padStart(10)}   (of ${availableParallelism()}; one process under ${MIN_TENANTS_PER_PROCESS * 2} merchants)`,
    `  player's path to the first screen: requests ${String(path2.requests).padStart(9)}   ${String(path1000.requests).padStart(10)}`,
    `  player's path to the first screen: KiB      ${(path2.bytes / 1024).toFixed(1).padStart(9)}   ${(path1000.bytes / 1024).toFixed(1).padStart(10)}   (headers and bodies as sent; no list of tenants: ${!path2.namesOthers && !path1000.namesOthers ? 'none read' : 'READ'})`,
  ];
  return { figures: { validate, publish, playerPath }, misses, lines };
}
