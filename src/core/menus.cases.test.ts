/** The runtime's side of the shared menu cases (tests/cases/menus.json): the menus every screen shows. */
import { describe, it, expect } from 'vitest';
import { visibleMenu } from './menus.ts';
import { MENU_CASES, menuContextOf } from '../../tests/cases/menus.ts';

describe('the runtime shows the shared menu cases', () => {
  it.each(MENU_CASES)('$why', (c) => {
    expect(visibleMenu([c.item], menuContextOf(c)).length === 1).toBe(c.visible);
  });
});
