/**
 * The form family's one chunk: a screen with a form uses most of its node modules, and one chunk
 * of them is ~1.5 KiB gzip less on the first load than one per file (the registry loads a family
 * folder through its index.ts: catalogue.ts, chunkSourceOf).
 */
export * from './Form.tsx';
export * from './fields.tsx';
export * from './phone.tsx';
export * from './CaptchaSlot.tsx';
