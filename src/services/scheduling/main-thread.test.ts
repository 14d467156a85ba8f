import { describe, it, expect } from 'vitest';
import { inSlices, yieldToMain } from './main-thread.ts';

describe('work in tasks of its own', () => {
  it('yieldToMain resolves in a later task, after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const done = yieldToMain().then(() => order.push('yielded'));
    await Promise.resolve();
    expect(order).toEqual([]); // not within the current task's microtasks
    await done;
    expect(order).toEqual(['timer', 'yielded']);
  });
});

describe('inSlices', () => {
  it('does the first slice now and each further slice in a later task, in order', async () => {
    const seen: number[] = [];
    const marks: string[] = [];
    const done = inSlices([1, 2, 3, 4, 5, 6, 7], 3, (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
    await Promise.resolve();
    expect(seen).toEqual([1, 2, 3]); // not in the same task's microtasks
    setTimeout(() => marks.push(`timer after ${seen.length}`), 0);
    await done;
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(marks).toEqual(['timer after 6']); // another task ran between the slices
  });

  it('nothing to do: resolves at once, calling nothing', async () => {
    let calls = 0;
    await inSlices([], 4, () => calls++);
    expect(calls).toBe(0);
  });
});
