/**
 * S4 "Derived VIP state": hasVip is true when a label name exists; progress is completed divided by
 * total, or 1 when there is no label.
 */
import type { RankProgress } from '../core/content-types.ts';

export interface VipState {
  hasVip: boolean;
  label: string;
  completed: number;
  total: number;
  /** 0..1 */
  progress: number;
}

export function vipState(label: { labelName?: string } | null, p: RankProgress | null): VipState {
  const name = label?.labelName ?? '';
  const completed = p?.completedConditions ?? 0;
  const total = p?.totalExpectedConditions ?? 0;
  if (!name) return { hasVip: false, label: '', completed, total, progress: 1 };
  return { hasVip: true, label: name, completed, total, progress: total > 0 ? Math.min(1, completed / total) : 0 };
}

/** The signed-in member's VIP state, from the member store (S4). */
export function memberVip(m: {
  info: { clubLabel: { labelName?: string } | null } | null;
  vipProgress: RankProgress | null;
}): VipState {
  return vipState(m.info?.clubLabel ?? null, m.vipProgress);
}
