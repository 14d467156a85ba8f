import { describe, expect, it } from 'vitest';
import { iconSetOf } from './ProfileIcon.tsx';

describe("a merchant's own profile icons (issue 52)", () => {
  it("start at the hue of the merchant's primary colour, the shapes where its id says", () => {
    expect(iconSetOf('dragon', '#b71c1c').hue).toBe(0);
    expect(iconSetOf('lotus', '#00796b').hue).toBe(173);
    expect(iconSetOf('x', '#00f').hue).toBe(240);
    expect(iconSetOf('x', 'not a colour').hue).toBe(0);
    expect(iconSetOf('dragon', '#b71c1c')).not.toEqual(iconSetOf('lotus', '#b71c1c'));
    expect(iconSetOf('dragon', '#b71c1c')).toEqual(iconSetOf('dragon', '#b71c1c'));
  });
});
