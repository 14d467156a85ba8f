import { describe, it, expect } from 'vitest';
import {
  CACHE_LIFETIME_MS,
  CACHE_MAX_ITEMS,
  CACHE_CLEANUP_INTERVAL_MS,
  THROTTLE_SPACING_MS,
  THROTTLE_MARGIN_MS,
  THROTTLE_MAX_ENTRIES,
  THROTTLE_PATTERN_MAX_CHARS,
  CONCURRENCY_PER_PATH_GROUP,
  CONCURRENCY_GAME_LIST,
} from './spec-constants.ts';

describe('spec constants (S9: request shaping)', () => {
  it('are the spec numbers', () => {
    expect([CACHE_LIFETIME_MS, CACHE_MAX_ITEMS, CACHE_CLEANUP_INTERVAL_MS]).toEqual([180_000, 30, 300_000]);
    expect([THROTTLE_SPACING_MS, THROTTLE_MARGIN_MS, THROTTLE_MAX_ENTRIES, THROTTLE_PATTERN_MAX_CHARS]).toEqual([
      120, 30, 100, 200,
    ]);
    expect([CONCURRENCY_PER_PATH_GROUP, CONCURRENCY_GAME_LIST]).toEqual([10, 2]);
  });
});
