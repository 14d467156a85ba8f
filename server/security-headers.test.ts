import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineHashes, siteCsp } from './security-headers.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('page CSP', () => {
  const html =
    '<html><head><style>a{}</style><script>boot()</script><script src="/x.js"></script></head>' +
    '<body><div style="gap:calc(var(--space) * 3)"></div><div style="font:&quot;A&quot; &amp; b"></div>' +
    '<p style="gap:calc(var(--space) * 3)"></p></body></html>';
  it('hashes inline scripts and style blocks, and each distinct style attribute as the browser reads it', () => {
    const h = inlineHashes(html);
    expect(h.scripts).toEqual([sha('boot()')]);
    expect(h.styles).toEqual([sha('a{}')]);
    expect(h.attributes).toEqual([sha('gap:calc(var(--space) * 3)'), sha('font:"A" & b')]);
  });
  it("allows style attributes by hash only ('unsafe-hashes'), never unsafe-inline or unsafe-eval", () => {
    const csp = siteCsp(html, { scripts: [], frames: [] });
    const style = csp.split(';').find((d) => d.trim().startsWith('style-src'))!;
    expect(style).toContain("'unsafe-hashes'");
    expect(style).toContain(sha('font:"A" & b'));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(siteCsp('<p>plain</p>', { scripts: [], frames: [] })).not.toContain('unsafe-hashes');
  });
});
