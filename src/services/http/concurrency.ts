/**
 * S7: "Concurrency limit is 10 per path group and 2 for the game list." A path group is the path
 * without its query; a relay may set its own limit in the catalogue (the game list's 2).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { CONCURRENCY_PER_PATH_GROUP, RELAY_PREFIX } from '../../core/spec-constants.ts';
import { RELAYS, isRelayName } from '../../core/relays.ts';

export const pathGroup = (path: string): string => path.split('?')[0]!;
export function limitFor(group: string): number {
  const name = group.startsWith(RELAY_PREFIX) ? decodeURIComponent(group.slice(RELAY_PREFIX.length)) : '';
  const own = isRelayName(name) ? (RELAYS[name] as { concurrency?: number }).concurrency : undefined;
  return own ?? CONCURRENCY_PER_PATH_GROUP;
}

export class GroupLimiter {
  private limiters = new Map<string, LimitFunction>();

  run<T>(path: string, task: () => Promise<T>): Promise<T> {
    const group = pathGroup(path);
    let limit = this.limiters.get(group);
    if (!limit) {
      limit = pLimit(limitFor(group));
      this.limiters.set(group, limit);
    }
    return limit(task);
  }

  active(path: string): number {
    return this.limiters.get(pathGroup(path))?.activeCount ?? 0;
  }
  pending(path: string): number {
    return this.limiters.get(pathGroup(path))?.pendingCount ?? 0;
  }
}
