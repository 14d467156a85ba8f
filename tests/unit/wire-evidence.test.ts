/**
 * tests/cases/wire.json is built from the wire evidence (../shared/wire-evidence/): every case of
 * the evidence is in it with the same call, source, confidence, request and answer, and the crypto
 * vector is the evidence's. A later reading of the real bundle that changes the evidence fails here
 * until the shared cases (and then both sides) follow it.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { WIRE } from '../cases/wire.ts';

const EVIDENCE = new URL('../../../shared/wire-evidence/real-wps-cases.json', import.meta.url);

describe.runIf(existsSync(EVIDENCE))('the shared wire cases follow the evidence', () => {
  const ev = JSON.parse(readFileSync(EVIDENCE, 'utf8')) as {
    crypto_vector: unknown;
    cases: Record<string, unknown>[];
  };
  it('the crypto vector is the evidence’s', () => {
    expect(WIRE.crypto).toEqual(ev.crypto_vector);
  });
  it('has every case of the evidence, verbatim', () => {
    expect(WIRE.cases.map((c) => c.id)).toEqual(ev.cases.map((c) => c.id));
    for (const c of ev.cases) {
      const ours = WIRE.cases.find((x) => x.id === c.id)!;
      for (const k of ['call', 'source', 'confidence', 'request', 'answer', 'real_client_does'])
        expect(ours[k as keyof typeof ours], `${String(c.id)}.${k}`).toEqual(c[k]);
    }
  });
});

describe('the shared wire cases', () => {
  it('every high-confidence case says what the client and the sandbox do with it', () => {
    const missing = WIRE.cases
      .filter((c) => c.confidence.startsWith('high'))
      .filter((c) => !c.client || !c.sandbox)
      .map((c) => c.id);
    expect(missing).toEqual([]);
  });
});
