/** Type guards for values read from JSON (tenant files, server answers, stored entries). */

/** A JSON object: not null, not an array. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object or array (both are walked by key: an array's keys are its indexes). */
export const isObjectOrArray = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
