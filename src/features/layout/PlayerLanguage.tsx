// The signed-in player's language: the switcher (header and user menu) saves each choice on the
// server as well as in the browser; on the shell's start, the player's saved language wins over the
// browser's, and a player who never chose has the browser's language saved for them.
import { useEffect } from 'react';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { currentLanguage, setLanguage, useLanguage, useT } from '../../i18n/runtime';
import type { Language } from '../../i18n/languages';
import { useGetMyLanguageQuery, useSetMyLanguageMutation } from './languageApi';

/** Applies the player's saved language once the shell starts (Shell.tsx). */
export function usePlayerLanguage(): void {
  const { data } = useGetMyLanguageQuery();
  const [save] = useSetMyLanguageMutation();
  useEffect(() => {
    if (!data) return;
    if (data.language === null) void save(currentLanguage());
    else if (data.language !== currentLanguage()) void setLanguage(data.language);
  }, [data, save]);
}

export function PlayerLanguageSwitcher({ tone, id }: { tone?: 'dark' | 'light'; id?: string }) {
  const t = useT();
  const language = useLanguage();
  const [save] = useSetMyLanguageMutation();
  const choose = (next: Language) => {
    void setLanguage(next);
    void save(next);
  };
  return <LanguageSelect id={id} tone={tone} label={t('Language')} value={language} onChange={choose} />;
}
