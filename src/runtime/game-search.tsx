/**
 * The lobby's search by name (issue 53): a search field whose text goes to the address (?q=, so
 * back and forward bring the search back) a moment after the last keystroke, and from there to the
 * game list's gameName. Two letters at least: one matches most of a catalogue.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from './i18n.tsx';
import { Icon } from '../components/lobby/icons.tsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_PARAM } from '../core/spec-constants.ts';

/** The search the address holds (trimmed; empty: none): what the lobby shows results for. */
export function useSearchQuery(): string {
  // (useLocation, as the shell uses it: useSearchParams would add its own code to the entry.)
  const { search } = useLocation();
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim();
}

/**
 * The field's text as it is typed, and the address following it a moment after the last
 * keystroke. Held by the field itself: a keystroke renders the field, not the lobby around it.
 */
function useSearchDraft() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const committed = useSearchQuery();
  const [draft, setDraft] = useState(committed);
  const [synced, setSynced] = useState(committed);
  // Back or forward changed the address: the field follows it (not while the typed text agrees).
  if (committed !== synced) {
    setSynced(committed);
    if (draft.trim() !== committed) setDraft(committed);
  }
  useEffect(() => {
    const want = draft.trim().length >= SEARCH_MIN_CHARS ? draft.trim() : '';
    if (want === committed) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(search);
      if (want) next.set(SEARCH_PARAM, want);
      else next.delete(SEARCH_PARAM);
      const query = next.toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, search, navigate]);
  return { draft, setDraft };
}

export function GameSearchField() {
  const { t } = useT();
  const { draft, setDraft } = useSearchDraft();
  const id = useId();
  return (
    <div className="game-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('lobby.search')}
      </label>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('lobby.searchPlaceholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && draft) {
            e.preventDefault();
            setDraft('');
          }
        }}
      />
      {draft ? (
        <button type="button" className="btn btn-text game-search-clear" onClick={() => setDraft('')}>
          {t('lobby.clearSearch')}
        </button>
      ) : null}
    </div>
  );
}
