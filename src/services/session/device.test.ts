// @vitest-environment happy-dom

import { describe, it, expect, vi, beforeEach } from 'vitest';
import { cookieDomain, deviceId, resetDeviceIdForTests } from './device.ts';
import { DEVICE_ID_LENGTH } from '../../core/spec-constants.ts';
import { DEVICE_SYNC_TIMEOUT_MS } from '../../core/device-sync.ts';

// The frame itself runs in the browser (tests/e2e/device-id.spec.ts); here, what asks it and when.
const askDeviceHost =
  vi.fn<(url: string, origin: string, offered: string, timeoutMs: number) => Promise<string | null>>();
vi.mock('./device-frame.ts', () => ({ askDeviceHost }));

const HOST_ID = '0b9c8e2e-5f0e-4a43-9d7b-2c7c0e1f3a44';
const plain = { id: 't', hosts: [] };
const synced = { id: 'dragon', hosts: ['dragon.localhost', 'id.dragon.localhost'], deviceHost: 'id.dragon.localhost' };

const clearCookie = () => {
  document.cookie = 'deviceId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookie();
  resetDeviceIdForTests();
  askDeviceHost.mockReset();
});

describe('device id (A3, A4)', () => {
  it('is 36 characters, kept in storage and reused', async () => {
    const a = await deviceId(plain);
    expect(a).toHaveLength(DEVICE_ID_LENGTH);
    expect(localStorage.getItem('deviceId')).toBe(a);
    expect(await deviceId(plain)).toBe(a);
    expect(document.cookie).toContain(`deviceId=${a}`);
  });
  it('falls back to the cookie when storage lost it', async () => {
    const a = await deviceId(plain);
    localStorage.clear();
    resetDeviceIdForTests(); // a new page
    expect(await deviceId(plain)).toBe(a);
  });
  it("the cookie is site-wide under the tenant's suffix host", () => {
    expect(cookieDomain('aff1.dragonlotto.example', ['dragon.localhost', '.dragonlotto.example'])).toBe(
      '.dragonlotto.example',
    );
    expect(cookieDomain('dragon.localhost:8787', ['dragon.localhost', '.dragonlotto.example'])).toBeUndefined();
  });
  it('without a device host no frame is asked', async () => {
    await deviceId(plain);
    expect(askDeviceHost).not.toHaveBeenCalled();
  });
});

describe('device id across domains (A4: storage, cookie, the frame, then generated)', () => {
  it('storage or cookie first: the device host is not asked when this domain has an id', async () => {
    localStorage.setItem('deviceId', HOST_ID);
    expect(await deviceId(synced)).toBe(HOST_ID);
    localStorage.clear();
    resetDeviceIdForTests();
    expect(await deviceId(synced)).toBe(HOST_ID); // from the cookie the first call kept
    expect(askDeviceHost).not.toHaveBeenCalled();
  });
  it("then the device host's id, kept here in storage and cookie", async () => {
    askDeviceHost.mockResolvedValue(HOST_ID);
    expect(await deviceId(synced)).toBe(HOST_ID);
    expect(localStorage.getItem('deviceId')).toBe(HOST_ID);
    expect(document.cookie).toContain(`deviceId=${HOST_ID}`);
    const [url, origin, offered, timeout] = askDeviceHost.mock.calls[0]!;
    expect(url).toBe(
      `${location.protocol}//id.dragon.localhost${location.port ? `:${location.port}` : ''}/device/sync.html?tenant=dragon`,
    );
    expect(origin).toBe(new URL(url).origin);
    expect(offered).toHaveLength(DEVICE_ID_LENGTH);
    expect(timeout).toBe(DEVICE_SYNC_TIMEOUT_MS);
  });
  it('no answer in time: the id offered to the device host (which keeps it) is the one used', async () => {
    askDeviceHost.mockResolvedValue(null);
    const id = await deviceId(synced);
    expect(id).toBe(askDeviceHost.mock.calls[0]![2]);
    expect(localStorage.getItem('deviceId')).toBe(id);
  });
  it('the frame fails: the generated id', async () => {
    askDeviceHost.mockRejectedValue(new Error('offline'));
    const id = await deviceId(synced);
    expect(id).toBe(askDeviceHost.mock.calls[0]![2]);
  });
  it('callers that ask while the frame is out share its one answer', async () => {
    let answer!: (id: string) => void;
    askDeviceHost.mockReturnValue(new Promise((r) => (answer = r)));
    const both = Promise.all([deviceId(synced), deviceId(synced)]);
    await vi.waitFor(() => expect(askDeviceHost).toHaveBeenCalled());
    answer(HOST_ID);
    expect(await both).toEqual([HOST_ID, HOST_ID]);
    expect(askDeviceHost).toHaveBeenCalledTimes(1);
  });
});
