/**
 * The client's encryption against the real dialect's crypto vector (tests/cases/wire.json, from
 * wire-evidence): with the key fixed, the headers and body are the vector's byte for byte; and the
 * sandbox's independent decryption (BigInt RSA, Node's OpenSSL DES) reads what the client sends.
 */
import { describe, it, expect } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload, readPublicKey, randomKey } from './encrypt.ts';
import { encryptedString } from './rsa.ts';
import { generateKeyPair, decryptBody, rsaDecrypt, DecryptError, type KeyPair } from '../../../server/crypto.ts';
import { WIRE } from '../../../tests/cases/wire.ts';

const v = WIRE.crypto;
const vectorKey: KeyPair = { modulusHex: v.modulus_hex, privateExponentHex: v.private_exponent_hex };
const payload = {
  username: 'player1',
  password: 'pässwörd-🔒',
  loginDeviceId: 'a'.repeat(36),
  nested: { list: [1, 2, 3] },
};
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (x) {
    return (x as DecryptError).code;
  }
};

describe('the crypto vector of the real dialect', () => {
  it('the client makes its Encryption, X-Digest, X-RSA and body exactly', async () => {
    const e = await encryptPayload(JSON.parse(v.payload_json), v.modulus_hex, v.key16);
    expect(e.headers.Encryption).toBe(v.expected_Encryption);
    expect(e.headers['X-Digest']).toBe(v.expected_DES_value);
    expect(e.body).toEqual({ value: v.expected_DES_value });
    expect(e.headers['X-RSA']).toBe(v.modulus_hex);
  });
  it('RSA.js encryptedString of the reversed key is the vector (four hex characters per digit, from the top)', () => {
    const out = encryptedString({ n: v.modulus_hex, e: '10001' }, v.reversed_key);
    expect(out).toBe(v.expected_Encryption);
    expect(out.length % 4).toBe(0);
  });
  it('the sandbox recovers the key and the payload from the vector', () => {
    expect(rsaDecrypt(vectorKey, v.expected_Encryption)).toBe(v.key16);
    expect(
      decryptBody(
        vectorKey,
        { encryption: v.expected_Encryption, digest: v.expected_DES_value, rsa: v.modulus_hex },
        { value: v.expected_DES_value },
      ),
    ).toEqual(JSON.parse(v.payload_json));
  });
  it('the sandbox reads the legacy layer: the DES text itself as the body, Encryption only', () => {
    expect(decryptBody(vectorKey, { encryption: v.expected_Encryption }, v.expected_DES_value)).toEqual(
      JSON.parse(v.payload_json),
    );
  });
});

describe('encrypted bodies', () => {
  const kp = generateKeyPair();
  it('a random key round-trips through the sandbox', async () => {
    const e = await encryptPayload(payload, kp.modulusHex);
    expect(
      decryptBody(
        kp,
        { encryption: e.headers.Encryption, digest: e.headers['X-Digest'], rsa: e.headers['X-RSA'] },
        e.body,
      ),
    ).toEqual(payload);
  });
  it('the same key and payload give the same text (no padding); another key another', async () => {
    const a = await encryptPayload({ a: 1 }, kp.modulusHex, 'ABCDEFGHabcdefgh');
    const b = await encryptPayload({ a: 1 }, kp.modulusHex, 'ABCDEFGHabcdefgh');
    const c = await encryptPayload({ a: 1 }, kp.modulusHex, 'ABCDEFGHabcdefgX');
    expect(a.headers.Encryption).toBe(b.headers.Encryption);
    expect(c.headers.Encryption).not.toBe(a.headers.Encryption);
  });
  it('an older back end that answers a PEM or a bare base64 SPKI is read too (the key from jsencrypt)', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const n = Buffer.from(publicKey.export({ format: 'jwk' }).n!, 'base64url')
      .toString('hex')
      .replace(/^0+/, '');
    expect(await readPublicKey(pem)).toEqual({ n, e: '10001' });
    expect(await readPublicKey(pem.replace(/-----[A-Z ]+-----|\s/g, ''))).toEqual({ n, e: '10001' });
    expect(await readPublicKey(` ${v.modulus_hex.toUpperCase()}\n`)).toEqual({ n: v.modulus_hex, e: '10001' });
    await expect(readPublicKey('not a key')).rejects.toThrow(/cannot read/);
  });
  it('a tampered body, digest, key or modulus gets a specific error', async () => {
    const e = await encryptPayload(payload, kp.modulusHex);
    const h = { encryption: e.headers.Encryption, digest: e.body.value, rsa: kp.modulusHex };
    expect(code(() => decryptBody(kp, { ...h, digest: 'x' + e.body.value }, e.body))).toBe(
      'encryption.digest.mismatch',
    );
    expect(code(() => decryptBody(kp, { ...h, encryption: 'AAAA' }, e.body))).toBe('encryption.rsa.invalid');
    expect(code(() => decryptBody(kp, { ...h, encryption: 'not hex' }, e.body))).toBe('encryption.rsa.invalid');
    expect(code(() => decryptBody(kp, { ...h, rsa: v.modulus_hex }, e.body))).toBe('encryption.key.mismatch');
    expect(code(() => decryptBody(kp, { ...h, digest: 'Zm9v' }, { value: 'Zm9v' }))).toBe('encryption.des.invalid');
    expect(code(() => decryptBody(kp, { encryption: null, digest: null, rsa: null }, {}))).toBe(
      'encryption.headers.missing',
    );
  });
  it('random keys are 16 alphanumerics and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{16}$/);
  });
  it('a key the modulus cannot hold is refused, not sent broken', () => {
    expect(() => encryptedString({ n: 'ffff', e: '10001' }, 'FEDCBA9876543210')).toThrow(/too small/);
  });
});
