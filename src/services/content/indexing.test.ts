import { describe, it, expect } from 'vitest';
import { robotsFor } from './indexing.ts';

describe('robotsFor (S2)', () => {
  it.each([
    ['www.dragonlotto.example', '/m/sports', true, 'index,follow'],
    ['localhost:8787', '/m/home', true, 'index,follow'],
    ['dragon.localhost:8787', '/m/home', true, 'noindex,nofollow'], // host does not start with www or localhost
    ['aff1.dragonlotto.example', '/m/home', true, 'noindex,nofollow'],
    ['www.dragonlotto.example', '/m/member/home', true, 'noindex,nofollow'], // three levels
    ['www.dragonlotto.example', '/m/changePsw', false, 'noindex,nofollow'], // not public
    ['wwwx.example', '/m/home', true, 'noindex,nofollow'],
  ])('%s %s public=%s -> %s', (host, path, pub, want) => expect(robotsFor(host, path, pub)).toBe(want));
});
