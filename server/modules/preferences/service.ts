// The player's language: read with their session, set from the switcher. Only the three languages the
// app speaks are kept; anything else is refused with the contract's message and changes nothing.
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { badRequest } from '../../lib/errors';
import { LANGUAGE_MSG, PLAYER_LANGUAGES, type LanguageReply, type PlayerLanguage } from '../../../src/domain/contract/language';
import * as repo from './repository';

const isLanguage = (value: unknown): value is PlayerLanguage =>
  typeof value === 'string' && (PLAYER_LANGUAGES as readonly string[]).includes(value);

export function makePreferencesService(deps: Pick<AppDeps, 'db'>) {
  return {
    async language(user: SessionUser): Promise<LanguageReply> {
      const language = await repo.readLanguage(deps.db, user.id);
      return { language: isLanguage(language) ? language : null };
    },
    async setLanguage(user: SessionUser, language: unknown): Promise<LanguageReply & { isSuccess: true; message: string }> {
      if (!isLanguage(language)) throw badRequest(LANGUAGE_MSG.unknownLanguage);
      await repo.writeLanguage(deps.db, user.id, language);
      return { isSuccess: true, message: LANGUAGE_MSG.saved, language };
    },
  };
}
