import { describe, it, expect } from 'vitest';
import { yieldToMain } from './main-thread.ts';

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
