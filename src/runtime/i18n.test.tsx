// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { act, render, screen, cleanup } from '@testing-library/react';
import { I18nProvider, useT } from './i18n.tsx';
import { createI18n } from '../services/i18n.ts';

const TABLES: Record<string, Record<string, string>> = {
  EN: { title: 'Games', plays: '{{count}} plays' },
  VI: { title: 'Trò chơi' },
};

function Texts() {
  const { t } = useT();
  return (
    <p>
      <span data-testid="title">{t('title')}</span>
      <span data-testid="again">{t('title')}</span>
      <span data-testid="plays">{t('plays', { count: 3 })}</span>
    </p>
  );
}

afterEach(cleanup);

describe('the text of a key', () => {
  it('is looked up once per language and translations; calls with options are i18next’s own', async () => {
    const i18n = await createI18n('EN', async (l) => ({ ...TABLES[l] }));
    const lookups = vi.spyOn(i18n, 't');
    render(
      <I18nProvider i18n={i18n}>
        <Texts />
      </I18nProvider>,
    );
    expect(screen.getByTestId('title').textContent).toBe('Games');
    expect(screen.getByTestId('again').textContent).toBe('Games');
    expect(screen.getByTestId('plays').textContent).toBe('3 plays');
    expect(lookups.mock.calls.filter(([k]) => k === 'title')).toHaveLength(1);

    // Translations added for the language: read afresh.
    await act(async () => {
      i18n.addResourceBundle('EN', 'translation', { title: 'All games' }, true, true);
    });
    expect(screen.getByTestId('title').textContent).toBe('All games');

    // Another language: read afresh.
    await act(async () => {
      i18n.addResourceBundle('VI', 'translation', TABLES.VI);
      await i18n.changeLanguage('VI');
    });
    expect(screen.getByTestId('title').textContent).toBe('Trò chơi');
    expect(screen.getByTestId('plays').textContent).toBe('3 plays'); // English, the fallback
  });
});
