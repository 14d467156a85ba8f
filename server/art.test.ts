import { describe, expect, it } from 'vitest';
import { artSvg } from './art.ts';

describe("the sandbox's pictures (issue 52: a lobby, not initials)", () => {
  it("a game's tile: its name, its vendor's badge and colours, its category's motif; two games of a vendor differ", () => {
    const a = artSvg('game', 'vnlott-north-lotto-45s', {
      title: 'North Lotto 45s',
      vendor: 'VNLOTT',
      category: 'ELOTT',
    });
    const b = artSvg('game', 'vnlott-north-lotto-1m', {
      title: 'North Lotto 1 min',
      vendor: 'VNLOTT',
      category: 'ELOTT',
    });
    expect(a).toContain('>North Lotto 45s<');
    expect(a).toContain('>VNLOTT<');
    expect(a).toMatch(/<circle cx="26" cy="58" r="18"\/>/); // the lottery balls
    expect(a).not.toBe(b);
    for (const id of ['a', 'vnlott-north-lotto-45s', 'x-long-id-42']) {
      // the balls' numbers: three of 01..45
      const svg = artSvg('game', id, { title: 'T', vendor: 'V', category: 'LOTT' });
      const balls = [...svg.matchAll(/>(-?\d+)<\/text>/g)].map((m) => Number(m[1]));
      expect(balls).toHaveLength(3);
      for (const n of balls) expect(n >= 1 && n <= 45).toBe(true);
    }
    expect(artSvg('game', 'x', { title: 'Fortune Fish', vendor: 'JDB', category: 'FISH' })).toContain('M18 50c12');
  });
  it('a long name wraps onto two lines and ends in an ellipsis; text is escaped', () => {
    const svg = artSvg('game', 'long', { title: 'The Very Long Game Name Of <Many> Words Indeed', vendor: 'PG' });
    expect(svg.match(/class="name"/g)).toHaveLength(2);
    expect(svg).toContain('…');
    expect(svg).not.toContain('<Many>');
  });
  it('a banner: the title and a motif, at the banner size', () => {
    const svg = artSvg('banner', 'lunar', { title: 'Lunar draw festival' });
    expect(svg).toContain('width="1200" height="525"');
    expect(svg).toContain('>Lunar draw festival<');
    expect(svg).toMatch(/<g transform="translate\([^)]+\) scale\([^)]+\)" fill="#fff"/);
  });
});
