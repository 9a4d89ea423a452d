// i18next itself, in a chunk of its own (webpackChunkName "i18n"), and each language's catalogue in
// its own chunk, loaded when the language is chosen. Keys are the English text itself (i18next's
// natural-language keys): English needs no catalogue, its wording is the contract's word for word,
// and a message the server sends in English is its own key (docs/i18n.md).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import type { Catalogue } from './locales/catalogue';
import { messageKey } from './serverMessages';

/** Sentences carry '.' and ':' so neither separates keys; React escapes, so i18next does not. */
export const I18N_OPTIONS = {
  fallbackLng: false as const,
  keySeparator: false as const,
  nsSeparator: false as const,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

export function createI18n(language: Language, resources: Partial<Record<Language, Catalogue>> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng: language,
    initAsync: false,
    resources: Object.fromEntries(Object.entries(resources).map(([lang, cat]) => [lang, { translation: cat }])),
  });
  return instance;
}

/** The catalogue and the script's font (Noto Sans Devanagari or Bengali, bundled), in the language's chunk. */
async function loadCatalogue(language: Exclude<Language, 'en'>): Promise<{ default: Catalogue }> {
  if (language === 'hi') {
    const [catalogue] = await Promise.all([
      import(/* webpackChunkName: "lang-hi" */ './locales/hi'),
      import(/* webpackChunkName: "lang-hi" */ './fonts/hi'),
    ]);
    return catalogue;
  }
  const [catalogue] = await Promise.all([
    import(/* webpackChunkName: "lang-bn" */ './locales/bn'),
    import(/* webpackChunkName: "lang-bn" */ './fonts/bn'),
  ]);
  return catalogue;
}

/** Loads `language`'s catalogue into `instance` (once) and switches to it. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', (await loadCatalogue(language)).default);
  }
  await instance.changeLanguage(language);
}

/** `message` through `t`: a template's values filled in (a reason inside is a message of its own); unknown: as sent. */
export function translateMessageWith(t: (key: string, values?: Record<string, string | number>) => string, message: string): string {
  const known = messageKey(message);
  if (!known) return t(message);
  const { message: reason, period, ...values } = known.values;
  if (period !== undefined) values.period = t(period);
  return t(known.key, reason === undefined ? values : { ...values, message: translateMessageWith(t, reason) });
}
