/** The sandbox's RSA key pair: kept in the data directory (0600) so it survives restarts; fresh in memory mode. */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { generateKeyPair, type KeyPair } from './crypto.ts';
import { parseStored } from './json-guard.ts';

export function loadOrCreateKeyPair(dataDir?: string): KeyPair {
  if (!dataDir) return generateKeyPair();
  const path = join(dataDir, 'rsa-key.json');
  if (existsSync(path)) {
    const kp = parseStored<Partial<KeyPair>>(readFileSync(path, 'utf8'));
    // A key file of the earlier PEM form is replaced: the real dialect needs the modulus and d.
    if (kp.modulusHex && kp.privateExponentHex) return kp as KeyPair;
  }
  mkdirSync(dataDir, { recursive: true });
  const kp = generateKeyPair();
  writeFileSync(path, JSON.stringify(kp), { mode: 0o600 });
  return kp;
}
