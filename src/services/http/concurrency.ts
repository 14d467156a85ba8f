/** S7: "Concurrency limit is 10 per path group and 2 for the game list." A path group is the path without its query. */
import pLimit, { type LimitFunction } from 'p-limit';
import {
  CONCURRENCY_PER_PATH_GROUP,
  CONCURRENCY_GAME_LIST,
  GAME_LIST_RELAY,
  RELAY_PREFIX,
} from '../../core/spec-constants.ts';

export const pathGroup = (path: string): string => path.split('?')[0]!;
export const limitFor = (group: string): number =>
  group === RELAY_PREFIX + GAME_LIST_RELAY ? CONCURRENCY_GAME_LIST : CONCURRENCY_PER_PATH_GROUP;

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
