// The player app's three languages, how the first visit picks one (the browser's languages), and
// where a visitor's choice is kept (localStorage). Small and free of i18next: it is part of the log-in
// route's JavaScript, and an English first visit never loads the translation library (docs/i18n.md).

export const LANGUAGES = ['en', 'hi', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', bn: 'বাংলা' };

/** The locale numbers, money and dates are written in: Indian grouping (1,00,000) in all three. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', bn: 'bn-IN' };

export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** hi… → Hindi, bn… → Bengali, the first of the browser's languages that is one of ours; else English. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (private mode, policy): the choice lasts for this page only
  }
}

export function rememberedLanguage(): Language | null {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function rememberLanguage(language: Language): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The language of this visit: the one chosen before in this browser, else the browser's own. */
export function initialLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return rememberedLanguage() ?? languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}
