// @vitest-environment happy-dom
/** The native bridge (10 s time-out, 'Failure' answers), the version comparison and the 100 ms install polling. */
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { callNative, nativeVersion, NativeFailure, NativeTimeout } from './bridge.ts';
import { availableUpgrade, runUpgrade, parseInstallState } from './upgrade.ts';
import { compareVersions } from '../../core/version.ts';
import { NATIVE_CALLBACK_TIMEOUT_MS, INSTALL_STATE_POLL_MS, NATIVE_FAILURE_PREFIX } from '../../core/spec-constants.ts';

let sent: { id: string; method: string; params: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.useFakeTimers();
  window.WPSAppBridge = { postMessage: (text: string) => void sent.push(JSON.parse(text)) };
});
afterEach(() => {
  vi.useRealTimers();
  delete window.WPSAppBridge;
});
const answer = (result: string) => window.wpsNativeCallback!(sent.at(-1)!.id, result);

describe('native bridge', () => {
  it('pins the numbers', () => {
    expect([NATIVE_CALLBACK_TIMEOUT_MS, INSTALL_STATE_POLL_MS, NATIVE_FAILURE_PREFIX]).toEqual([
      10_000,
      100,
      'Failure',
    ]);
  });
  it('the version from the user-agent mark', () => {
    expect(nativeVersion('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile WPSApp/2.4.1')).toBe('2.4.1');
    expect(nativeVersion('Mozilla/5.0 Chrome/126')).toBeNull();
  });
  it('sends {id, method, params} and resolves with the answer; Failure... rejects; silence rejects at 10 s', async () => {
    const ok = callNative('getAppInfo', { a: 1 });
    expect(sent[0]).toMatchObject({ method: 'getAppInfo', params: { a: 1 } });
    answer('{"x":1}');
    await expect(ok).resolves.toBe('{"x":1}');
    const bad = callNative('startUpgrade');
    answer('Failure: no space left');
    await expect(bad).rejects.toBeInstanceOf(NativeFailure);
    const silent = callNative('getInstallState').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void silent.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await silent).toBeInstanceOf(NativeTimeout);
  });
  it('versions compare as major.minor.patch', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('v1.2.3', '1.2.4')).toBe(-1);
    expect(compareVersions('1.2.3.9', '1.2.3')).toBe(0);
  });
});

describe('upgrade', () => {
  it('offered only when the latest is newer', async () => {
    const info = (v: string, l: string) => () =>
      Promise.resolve(JSON.stringify({ version: v, latestVersion: l, downloadUrl: 'u' }));
    expect(await availableUpgrade(info('1.2.0', '1.3.0'))).toEqual({
      version: '1.2.0',
      latestVersion: '1.3.0',
      downloadUrl: 'u',
    });
    expect(await availableUpgrade(info('1.3.0', '1.3.0'))).toBeNull();
    expect(await availableUpgrade(() => Promise.resolve('not json'))).toBeNull();
  });
  it('polls the installation state every 100 ms until installed', async () => {
    const states = ['downloading:40', 'downloading:100', 'installing', 'installed'];
    const calls: [number, string][] = [];
    const call = (m: string) => {
      calls.push([Date.now(), m]);
      return Promise.resolve(m === 'getInstallState' ? states.shift()! : 'OK');
    };
    vi.setSystemTime(0);
    const seen: string[] = [];
    const done = runUpgrade({ version: '1', latestVersion: '2', downloadUrl: 'u' }, (s) => seen.push(s.kind), call);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(calls).toEqual([
      [0, 'startUpgrade'],
      [0, 'getInstallState'],
      [100, 'getInstallState'],
      [200, 'getInstallState'],
      [300, 'getInstallState'],
    ]);
    expect(seen).toEqual(['downloading', 'downloading', 'installing', 'installed']);
    expect(parseInstallState('downloading:250')).toEqual({ kind: 'downloading', percent: 100 });
  });
});
