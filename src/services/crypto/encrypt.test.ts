/** The client's encryption, decrypted by an independent implementation (node-forge + Node OpenSSL). */
import { describe, it, expect, beforeAll } from 'vitest';
import forge from 'node-forge';
import { encryptPayload, parsePublicKey, randomKey } from './encrypt.ts';
import { generateKeyPair, decryptBody, rsaDecrypt, DecryptError, type KeyPair } from '../../../server/crypto.ts';

let kp: KeyPair;
beforeAll(() => {
  kp = generateKeyPair();
});

const payload = {
  username: 'player1',
  password: 'pässwörd-🔒',
  loginDeviceId: 'a'.repeat(36),
  nested: { list: [1, 2, 3] },
};

describe('encrypted bodies', () => {
  it('round-trips through the independent decryption with a PEM key', async () => {
    const e = await encryptPayload(payload, kp.publicPem);
    expect(e.headers['X-Digest']).toBe(e.body.value);
    expect(e.headers['X-RSA']).toBe(kp.publicPem.replace(/\n/g, ''));
    expect(
      decryptBody(
        kp,
        { encryption: e.headers.Encryption, digest: e.headers['X-Digest'], rsa: e.headers['X-RSA'] },
        e.body,
      ),
    ).toEqual(payload);
  });
  it('round-trips with a bare base64 key', async () => {
    const bare = kp.publicPem.replace(/-----[A-Z ]+-----|\s/g, '');
    const e = await encryptPayload(payload, bare);
    expect(
      decryptBody(kp, { encryption: e.headers.Encryption, digest: e.headers['X-Digest'], rsa: bare }, e.body),
    ).toEqual(payload);
  });
  it('round-trips with a bare hex modulus', async () => {
    const n = (forge.pki.publicKeyFromPem(kp.publicPem) as forge.pki.rsa.PublicKey).n.toString(16);
    expect(parsePublicKey(n)).toEqual({ kind: 'modulus', hex: n });
    const e = await encryptPayload(payload, n);
    expect(
      decryptBody(kp, { encryption: e.headers.Encryption, digest: e.headers['X-Digest'], rsa: null }, e.body),
    ).toEqual(payload);
  });
  it('RSA carries the 16-character key reversed', async () => {
    const e = await encryptPayload({ a: 1 }, kp.publicPem);
    const reversed = rsaDecrypt(kp.privatePem, e.headers.Encryption);
    expect(reversed).toMatch(/^[A-Za-z0-9]{16}$/);
  });
  it('a tampered body or digest gets a specific error', async () => {
    const e = await encryptPayload(payload, kp.publicPem);
    const code = (fn: () => unknown) => {
      try {
        fn();
        return 'none';
      } catch (x) {
        return (x as DecryptError).code;
      }
    };
    expect(
      code(() => decryptBody(kp, { encryption: e.headers.Encryption, digest: 'x' + e.body.value, rsa: null }, e.body)),
    ).toBe('encryption.digest.mismatch');
    expect(code(() => decryptBody(kp, { encryption: 'AAAA', digest: e.body.value, rsa: null }, e.body))).toBe(
      'encryption.rsa.invalid',
    );
    expect(
      code(() => decryptBody(kp, { encryption: e.headers.Encryption, digest: 'Zm9v', rsa: null }, { value: 'Zm9v' })),
    ).toBe('encryption.des.invalid');
    expect(code(() => decryptBody(kp, { encryption: null, digest: null, rsa: null }, {}))).toBe(
      'encryption.headers.missing',
    );
  });
  it('random keys are 16 alphanumerics and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
