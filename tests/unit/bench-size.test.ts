/** The pre-rendered page budget of npm run size (bench/size.ts). */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageProblems } from '../../bench/size.ts';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { prerenderedPageGzipBytes: number };

describe('pre-rendered pages in the first round trip', () => {
  it("leave about 2.3 KB of TCP's first window (14,600 bytes) to the headers", () => {
    expect(budgets.prerenderedPageGzipBytes).toBe(12288);
  });
  it('names each page over it, with its size', () => {
    expect(
      pageProblems([
        { page: 'dragon/EN/m/home.html', gzipBytes: 12288 },
        { page: 'lotus/TH/m/home.html', gzipBytes: 12289 },
      ]),
    ).toEqual([
      "pre-rendered page lotus/TH/m/home.html: 12289 bytes gzip, over the 12288 bytes that leave its headers room in TCP's first window",
    ]);
  });
});
