import { describe, it, expect, vi } from 'vitest';
import { formatterKind } from './intl-formatters.ts';

describe('Intl formatters', () => {
  it('a formatter is made once per locale; preparing makes it in a later task, not in the caller', async () => {
    vi.useFakeTimers();
    try {
      const make = vi.fn((locale: string) => ({ locale, id: Math.random() }));
      const kind = formatterKind('test', make);
      kind.prepare('en');
      expect(make).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(make).toHaveBeenCalledTimes(1);
      const made = kind.get('en');
      expect(kind.get('en')).toBe(made);
      kind.prepare('en');
      vi.runAllTimers();
      expect(make).toHaveBeenCalledTimes(1);
      expect(kind.get('vi')).not.toBe(made);
      expect(make).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
