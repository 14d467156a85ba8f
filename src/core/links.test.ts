import { describe, it, expect } from 'vitest';
import { isSafeLink } from './links.ts';

describe('isSafeLink', () => {
  it.each(['/m/home', '/m/login?go=%2Fm%2Fsports', 'https://example.com/a', 'http://example.com'])('accepts %s', (l) =>
    expect(isSafeLink(l)).toBe(true),
  );
  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', '/admin', 'mailto:a@b.c', '', 42])(
    'refuses %s',
    (l) => expect(isSafeLink(l)).toBe(false),
  );
});
