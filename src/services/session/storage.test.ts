import { describe, it, expect } from 'vitest';
import { safeStorage } from './storage.ts';

const memory = (): Storage => {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
};
const broken = (): Storage => {
  const no = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: no, getItem: no, key: no, removeItem: no, setItem: no };
};

describe('safeStorage', () => {
  it('reads and writes text and JSON', () => {
    const other = memory();
    const s = safeStorage(() => other);
    const store = memory();
    const t = safeStorage(() => store);
    expect(t.set('a', '1')).toBe(true);
    expect(t.get('a')).toBe('1');
    expect(t.setJson('j', { x: [1] })).toBe(true);
    expect(t.getJson('j')).toEqual({ x: [1] });
    t.remove('a');
    expect(t.get('a')).toBeNull();
    expect(s.get('a')).toBeNull();
  });
  it('a storage that throws reads as empty, and a write says it failed', () => {
    for (const area of [
      () => broken(),
      () => null,
      () => {
        throw new Error('SecurityError');
      },
    ]) {
      const s = safeStorage(area as () => Storage);
      expect(s.set('a', '1')).toBe(false);
      expect(s.get('a')).toBeNull();
      expect(s.getJson('a')).toBeUndefined();
      expect(() => {
        s.remove('a');
        s.clear();
      }).not.toThrow();
    }
  });
  it('unreadable JSON reads as nothing stored', () => {
    const store = memory();
    store.setItem('j', '{oops');
    expect(safeStorage(() => store).getJson('j')).toBeUndefined();
  });
});
