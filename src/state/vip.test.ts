import { describe, it, expect } from 'vitest';
import { vipState } from './vip.ts';

describe('derived VIP state (S4)', () => {
  it('hasVip when a label name exists; progress = completed / total', () => {
    expect(vipState({ labelName: 'Gold' }, { completedConditions: 2, totalExpectedConditions: 3, labelId: 2 })).toEqual(
      {
        hasVip: true,
        label: 'Gold',
        completed: 2,
        total: 3,
        progress: 2 / 3,
      },
    );
  });
  it('progress is 1 when there is no label', () => {
    expect(vipState(null, null).progress).toBe(1);
    expect(
      vipState({ labelName: '' }, { completedConditions: 0, totalExpectedConditions: 5, labelId: null }),
    ).toMatchObject({ hasVip: false, progress: 1 });
  });
  it('a label with no conditions yet is at 0; more done than asked stops at 1', () => {
    expect(vipState({ labelName: 'Silver' }, null).progress).toBe(0);
    expect(
      vipState({ labelName: 'Silver' }, { completedConditions: 9, totalExpectedConditions: 3, labelId: 1 }).progress,
    ).toBe(1);
  });
});
