import { describe, it, expect } from 'vitest';
import { REQUESTS_PER_TASK, taskTurns } from './task-turns.ts';

describe('taskTurns', () => {
  it('lets perTask callers go at once and the rest in later tasks, perTask each, in order', async () => {
    const turn = taskTurns(2);
    const went: string[] = [];
    const ask = (name: string) => turn().then(() => went.push(name));
    const all = Promise.all(['a', 'b', 'c', 'd', 'e'].map(ask));
    await Promise.resolve();
    await Promise.resolve();
    expect(went).toEqual(['a', 'b']); // within this task's microtasks
    const marks: string[] = [];
    setTimeout(() => marks.push(`timer after ${went.length}`), 0);
    await all;
    expect(went).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(marks).toEqual(['timer after 4']); // a task ran between the second and third pair
  });

  it('a caller after a quiet spell goes at once', async () => {
    const turn = taskTurns(1);
    await turn();
    await new Promise((r) => setTimeout(r, 5));
    let went = false;
    void turn().then(() => (went = true));
    await Promise.resolve();
    expect(went).toBe(true);
  });

  it('REQUESTS_PER_TASK is 2', () => {
    expect(REQUESTS_PER_TASK).toBe(2);
  });
});

describe('taskTurns from the next task', () => {
  it('gives no turn in the task that made it; the first ones go in the next task', async () => {
    const turn = taskTurns(2, true);
    const went: string[] = [];
    const all = Promise.all(['a', 'b', 'c'].map((name) => turn().then(() => went.push(name))));
    await Promise.resolve();
    await Promise.resolve();
    expect(went).toEqual([]);
    const marks: string[] = [];
    setTimeout(() => marks.push(`timer after ${went.length}`), 0);
    await all;
    expect(went).toEqual(['a', 'b', 'c']);
    expect(marks).toEqual(['timer after 2']);
  });
});
