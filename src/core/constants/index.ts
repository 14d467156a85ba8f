/**
 * The constants by domain, re-exported through one module: spec-constants.ts re-exports this.
 * One module, not four `export *` lines there: with four, the bundler split the entry's shared
 * code into 15 more files the first screen preloads (measured: 20 modulepreload tags instead of 5,
 * +2.8 KiB gzip; boot.spec "the first screen's code is asked for early").
 */
export * from './tracking.ts';
export * from './install.ts';
export * from './facebook-sdk.ts';
export * from './settings-refresh.ts';
export * from './wire.ts';
export * from './lobby.ts';
