import { describe, it, expect, vi, beforeAll } from 'vitest';
import { loadChunk, ChunkLoadError, CHUNK_RETRY_MS } from './chunks.ts';
import { registerAppPort } from '../app-port/port.ts';

beforeAll(() =>
  registerAppPort({
    navigate: () => {},
    assign: () => {},
    openDialog: () => {},
    closeDialog: () => {},
    t: (k) => (k === 'error.chunk' ? 'Part of the site could not be loaded.' : k),
  }),
);

describe('loading code on first use', () => {
  it('a failed load is tried once more after 1 s', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(7);
    const waits: number[] = [];
    expect(await loadChunk(load, async (ms) => void waits.push(ms))).toBe(7);
    expect(waits).toEqual([1000]);
    expect(CHUNK_RETRY_MS).toBe(1000);
  });
  it('two failures give the catalogue text, never the browser message', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const e = await loadChunk(load, async () => {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ChunkLoadError);
    expect((e as Error).message).toBe('Part of the site could not be loaded.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
