/**
 * Makes the Intl formatters the page asks for, in a worker of the page's process: the first one
 * sets ICU's formatting up for the whole process, so the page's own formatter then costs well
 * under a millisecond (intl-formatters.ts). Answers with the request's id.
 */
import { makeFormatter, type FormatterRequest } from './intl-formatter-spec.ts';

self.onmessage = (e: MessageEvent<FormatterRequest>) => {
  try {
    makeFormatter(e.data).format(0);
  } catch {
    // Answered all the same: the page meets the same error where it makes that formatter. Thrown
    // on, it would reach the page as the worker's error event, read there as "could not load".
  }
  postMessage(e.data.id);
};
