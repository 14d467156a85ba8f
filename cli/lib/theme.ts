/**
 * The theme's colours must be readable: each pair the site draws text with (text and muted on the
 * background and on cards, the primary colour's own text, primary and danger text on cards) meets
 * WCAG AA for normal text, 4.5:1. Opaque hex colours are checked; others (rgb(), with alpha) are
 * left to the axe checks in the browser suite.
 */
import { isObject } from '../../src/core/guards.ts';

export const AA_CONTRAST = 4.5;
/** [text colour, the colour it is drawn on]: theme.colors keys. */
export const TEXT_PAIRS: readonly [string, string][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['onPrimary', 'primary'],
  ['primary', 'surface'],
  ['danger', 'surface'],
];

/** Relative luminance of an opaque #rgb or #rrggbb colour, else undefined. */
export function luminance(colour: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!m) return undefined;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function themeProblems(doc: Record<string, unknown>): { pointer: string; message: string }[] {
  const theme = isObject(doc.theme) ? doc.theme : {};
  const colours = isObject(theme.colors) ? theme.colors : {};
  const out: { pointer: string; message: string }[] = [];
  for (const [fg, bg] of TEXT_PAIRS) {
    const a = colours[fg];
    const b = colours[bg];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const ratio = contrast(a, b);
    if (ratio !== undefined && ratio < AA_CONTRAST)
      out.push({
        pointer: `/theme/colors/${fg}`,
        message: `"${fg}" ${a} on "${bg}" ${b} has a contrast of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1; WCAG AA needs ${AA_CONTRAST}:1`,
      });
  }
  return out;
}
