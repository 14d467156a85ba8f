/**
 * The merchant config as the status call answers it (S7), read the way the client reads every
 * answer: the value, or the WpsError it carries (domain_not_available with its data, a refusal,
 * an answer that is not JSON, a time-out, no answer), its nested value read into the flat merchant
 * config (wire/status.ts). The request is core/status-request.ts's.
 */
import { askStatus, STATUS_PATH, type StatusAnswer } from '../../core/status-request.ts';
import type { EarlyStatus } from '../../core/hand-over.ts';
import { readAnswer } from '../http/answer.ts';
import { WpsError, CLIENT_CODES } from '../http/wps-error.ts';
import { merchantConfigOf } from '../wire/status.ts';

/** The merchant config of a status answer (flat, not yet checked); `merchantCode` when the answer names none. */
export function readStatus(answer: StatusAnswer, merchantCode?: string): unknown {
  if (!answer) throw new WpsError(CLIENT_CODES.network, 'no answer from the server', 0, STATUS_PATH);
  if ('timedOut' in answer)
    throw new WpsError(CLIENT_CODES.timeout, 'the server did not answer in time', 0, STATUS_PATH);
  return merchantConfigOf(readAnswer<unknown>(answer.status, answer.text, STATUS_PATH, {}), merchantCode);
}

/**
 * The status answer for this merchant and language: the early loader's when it asked the same
 * question and got an answer (or ran out of time), else asked now (a network failure early on
 * is asked again: the network may be back).
 */
export async function merchantStatus(merchant: string, language: string, early?: EarlyStatus): Promise<unknown> {
  const got = early && early.merchant === merchant && early.language === language ? await early.answer : null;
  return readStatus(got ?? (await askStatus(merchant, language, location.href)), merchant);
}
