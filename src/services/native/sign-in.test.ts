/** Which sign-ins the native app announces in its user agent (docs/decisions.md). */
import { describe, it, expect } from 'vitest';
import { nativeSignIns } from './sign-in.ts';

const APP = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 WPSApp/1.2.0';

describe('nativeSignIns', () => {
  it('reads the providers after WPSAppSignIn/, known ones only', () => {
    expect(nativeSignIns(`${APP} WPSAppSignIn/line,facebook,twitter`)).toEqual(['line', 'facebook', 'twitter']);
    expect(nativeSignIns(`${APP} WPSAppSignIn/facebook,google`)).toEqual(['facebook']);
  });
  it('none for an app without the mark, or a browser', () => {
    expect(nativeSignIns(APP)).toEqual([]);
    expect(nativeSignIns('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toEqual([]);
  });
});
