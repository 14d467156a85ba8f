/**
 * The requests Lighthouse's simulated LCP counts as ones the paint waited for and prices as
 * network: in the pessimistic LCP graph (every request that ended before the observed LCP, whether
 * the paint needed it or not: GoogleChrome/lighthouse#16588), all but the page itself, what came
 * from the disk cache (a disk read, no round trip) and data: addresses. The table names them, so a
 * high simulated LCP says which request it charged (a status call, a manifest the browser fetched).
 */
import type { RunnerResult } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** What is read of a lantern graph node. */
export interface GraphNode {
  type: string;
  isMainDocument(): boolean;
  fromDiskCache?: boolean;
  isNonNetworkProtocol?: boolean;
  request?: { url: string; resourceType?: string };
}

/** The priced requests among a graph's nodes: path and resource type, e.g. `/wps/v2/system/status (Fetch)`. */
export function pricedRequests(nodes: Iterable<GraphNode>): string[] {
  const priced: string[] = [];
  for (const node of nodes) {
    if (node.type !== 'network' || !node.request || node.isMainDocument()) continue;
    if (node.fromDiskCache || node.isNonNetworkProtocol) continue;
    priced.push(`${new URL(node.request.url).pathname} (${node.request.resourceType ?? 'Other'})`);
  }
  return priced;
}

/** The priced requests of one run (its own artifacts: the network log and the trace). */
export async function pricedBeforeLcp(result: RunnerResult): Promise<string[]> {
  const a = result.artifacts;
  const lcp = (await LanternLargestContentfulPaint.request(
    {
      devtoolsLog: a.DevtoolsLog,
      trace: a.Trace,
      gatherContext: a.GatherContext,
      settings: a.settings,
      simulator: null,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
    } as never,
    { computedCache: new Map() } as never,
  )) as unknown as { pessimisticGraph: { getRootNode(): { traverse(f: (n: GraphNode) => void): void } } };
  const nodes: GraphNode[] = [];
  lcp.pessimisticGraph.getRootNode().traverse((n) => nodes.push(n));
  return pricedRequests(nodes);
}
