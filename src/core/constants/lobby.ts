/** The lobby's own numbers (docs/decisions.md, issue 53). */

/** A name search asks the back end this long after the last keystroke (not once per letter). */
export const SEARCH_DEBOUNCE_MS = 300;
/** A search starts at this many characters (one letter matches most of a catalogue). */
export const SEARCH_MIN_CHARS = 2;
/** The address's parameter that holds the search, so back and forward bring it back. */
export const SEARCH_PARAM = 'q';
