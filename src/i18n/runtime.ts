// The language the player app speaks now, and the one way code reads a translation: useT() in a
// component, translateMessage() for a message (a toast, a refusal from the server). i18next and
// the catalogues load on demand (core.ts): before they have, the app speaks English, which is the
// keys themselves, so the log-in page of an English first visit carries no translation library.
import { useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { initialLanguage, rememberLanguage, type Language } from './languages';

export type TFunction = (key: string, values?: Record<string, string | number>) => string;

interface State {
  language: Language;
  i18n: I18n | null;
}

let state: State = { language: 'en', i18n: null };
/** core.ts once loaded: the message matching lives there, out of the log-in route's JavaScript. */
let core: typeof import('./core') | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  if (typeof document !== 'undefined') document.documentElement.lang = state.language;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** English without i18next: the key with its {{values}} filled in (i18next's own interpolation syntax). */
export const englishT: TFunction = (key, values) =>
  values ? key.replace(/{{\s*(\w+)\s*}}/g, (all, name: string) => String(values[name] ?? all)) : key;

function tFor({ language, i18n }: State): TFunction {
  if (!i18n || language === 'en') return englishT;
  const fixed = i18n.getFixedT(language);
  return (key, values) => fixed(key, values ?? {}) as string;
}

export const currentLanguage = (): Language => state.language;

let loading: Promise<I18n> | null = null;
/** i18next, loaded (its own chunk) and made once. */
export function loadI18n(): Promise<I18n> {
  loading ??= import(/* webpackChunkName: "i18n" */ './core').then((module) => {
    core = module;
    const i18n = module.createI18n('en');
    set({ i18n });
    return i18n;
  });
  return loading;
}

/** Speak `language` from now on: its catalogue loaded, `<html lang>` set, the choice kept in this browser. */
export async function setLanguage(language: Language, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  if (remember) rememberLanguage(language);
  const i18n = await loadI18n();
  await core?.switchLanguage(i18n, language);
  set({ language });
}

/** The first visit's language (the browser's, or the choice kept): resolved before the first render. */
export function startLanguage(): Promise<void> {
  const language = initialLanguage();
  set({ language: 'en' });
  return language === 'en' ? Promise.resolve() : setLanguage(language, { remember: false });
}

/** Tests: speak `language` with i18next made synchronously from the catalogues given. */
export function installI18n(i18n: I18n, language: Language, module: typeof import('./core')): void {
  core = module;
  loading = Promise.resolve(i18n);
  set({ i18n, language });
}

/** The translation function of the language spoken now; a component re-renders when it changes. */
export function useT(): TFunction {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return useMemo(() => tFor(snapshot), [snapshot]);
}

export function useLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => state.language,
    () => state.language,
  );
}

/** A statement remark ('India v Australia / Match Odds / India'): each part that is a known text is translated. */
export function translateRemark(remark: string): string {
  return remark
    .split(' / ')
    .map((part) => translateMessage(part))
    .join(' / ');
}

/**
 * A message in the language spoken now. The spec's messages and the server's are English; each known
 * one (exactly, or one of the templates with a number or a reason in it) has its translation; an
 * unknown one is shown as sent.
 */
export function translateMessage(message: string): string {
  if (state.language === 'en' || !state.i18n || !core) return message;
  return core.translateMessageWith(tFor(state), message);
}
