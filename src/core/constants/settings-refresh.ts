/** The settings refresh (S9). Re-exported by spec-constants.ts. */
// ---- Settings refresh (S9) ----
/** S9: "settings refresh debounce 300 ms": triggers this close together make one status call. */
export const SETTINGS_REFRESH_DEBOUNCE_MS = 300;
