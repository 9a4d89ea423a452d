// The player's language preference: read with the player's other settings, set from the switcher.
// `null`: the player has never chosen (the browser's choice is then saved at the next log-in).

export const LANGUAGE_PATH = '/me/language';

export const PLAYER_LANGUAGES = ['en', 'hi', 'bn'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** As the console shows a player's language (staff read English). */
export const PLAYER_LANGUAGE_NAMES: Record<PlayerLanguage, string> = { en: 'English', hi: 'Hindi (हिन्दी)', bn: 'Bengali (বাংলা)' };

export const isPlayerLanguage = (value: unknown): value is PlayerLanguage =>
  typeof value === 'string' && (PLAYER_LANGUAGES as readonly string[]).includes(value);

export interface LanguageReply {
  language: PlayerLanguage | null;
}

export interface SetLanguageRequest {
  language: PlayerLanguage;
}

export const LANGUAGE_MSG = {
  unknownLanguage: "Language must be one of 'en', 'hi' or 'bn'.",
  saved: 'Language saved.',
} as const;
