/**
 * S3 customer-service entries: which entries a member gets (S5 "entries with labelIds are used
 * only for members whose VIP label id matches; otherwise unrestricted entries are used") and which
 * an opener asks for. The path's decoding is cs-path.ts (crypto-js: only the chat loads it).
 */

export interface CsEntry {
  path: string;
  csType: string;
  csPosition: string;
  labelIds?: readonly number[] | undefined;
}

/** The entries a player gets: those restricted to their VIP label if any, else the unrestricted ones. */
export function entriesFor<E extends CsEntry>(entries: readonly E[], labelId: number | null | undefined): E[] {
  const restricted = entries.filter((e) => e.labelIds?.length && labelId != null && e.labelIds.includes(labelId));
  return restricted.length ? restricted : entries.filter((e) => !e.labelIds?.length);
}

/** The entry an opener asks for: the one of its csType, else the first the player has. */
export function entryForOpener<E extends CsEntry>(entries: readonly E[], csType?: string): E | undefined {
  return entries.find((e) => e.csType === csType) ?? entries[0];
}
