// @vitest-environment happy-dom
import { describe, it, expect, vi } from 'vitest';
import { installTapGuard } from './tap-guard.ts';

describe('tap guard', () => {
  function setUp() {
    let path = '/m/login';
    const stop = installTapGuard(document, () => path);
    const button = document.createElement('button');
    document.body.append(button);
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    const tap = (moveTo?: string) => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      if (moveTo) path = moveTo;
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    };
    return { tap, clicked, stop, button };
  }
  it('a tap that stays on its page acts', () => {
    const s = setUp();
    s.tap();
    expect(s.clicked).toHaveBeenCalledTimes(1);
    s.stop();
  });
  it('a tap whose page changed under the finger is dropped; the next one acts', () => {
    const s = setUp();
    s.tap('/m/home');
    expect(s.clicked).not.toHaveBeenCalled();
    s.tap();
    expect(s.clicked).toHaveBeenCalledTimes(1);
    s.stop();
  });
  it('keyboard activation (no pointer, detail 0) always acts', () => {
    const s = setUp();
    s.tap('/m/home');
    s.button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    expect(s.clicked).toHaveBeenCalledTimes(1);
    s.stop();
  });
});
