/** The real WPS dialect's shared cases (wire.json), typed for the tests of both sides. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface WireRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  alt_body?: unknown;
  body_raw?: string;
  [k: string]: unknown;
}
export interface WireAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  body_text?: string;
  [k: string]: unknown;
}
export interface WireCase {
  id: string;
  call: string;
  source: string[];
  confidence: string;
  request: WireRequest;
  answer: WireAnswer;
  real_client_does: string;
  /** What the site's reader or writer must make of it (src/services/wire/wire.cases.test.ts). */
  client?: Record<string, unknown>;
  /** How the sandbox must speak it (server/wire.cases.test.ts). */
  sandbox?: Record<string, unknown>;
}
export interface CryptoVector {
  modulus_hex: string;
  private_exponent_hex: string;
  key16: string;
  reversed_key: string;
  payload_json: string;
  expected_Encryption: string;
  expected_DES_value: string;
}

// A path, not a URL object: a happy-dom test has its own URL class, which node:fs does not take.
export const WIRE = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'wire.json'), 'utf8')) as {
  description: string;
  crypto: CryptoVector;
  cases: WireCase[];
};
/** One case by its evidence id (a typo fails the test that asks, not silently). */
export function wireCase(id: string): WireCase {
  const c = WIRE.cases.find((x) => x.id === id);
  if (!c) throw new Error(`tests/cases/wire.json has no case "${id}"`);
  return c;
}
/** The evidence's high-confidence cases: every one must pass on both sides (issue 51). */
export const isHighConfidence = (c: Pick<WireCase, 'confidence'>) => c.confidence.startsWith('high');
