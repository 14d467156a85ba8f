import { describe, it, expect, vi } from 'vitest';
import { formatter, prepareFormatter } from './intl-formatters.ts';

describe('Intl formatters', () => {
  it('a formatter is made once per key; preparing makes it in a later task, not in the caller', async () => {
    vi.useFakeTimers();
    try {
      const make = vi.fn(() => ({ id: Math.random() }));
      prepareFormatter('test|en', make);
      expect(make).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(make).toHaveBeenCalledTimes(1);
      const made = formatter('test|en', make);
      expect(formatter('test|en', make)).toBe(made);
      prepareFormatter('test|en', make);
      vi.runAllTimers();
      expect(make).toHaveBeenCalledTimes(1);
      expect(formatter('test|vi', make)).not.toBe(made);
      expect(make).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
