// The player's language: read with their session, set from the switcher. Only the three languages the
// app speaks are kept; anything else is refused with the contract's message and changes nothing.
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { badRequest } from '../../lib/errors';
import {
  LANGUAGE_MSG,
  isPlayerLanguage as isLanguage,
  type LanguageReply,
  type PlayerLanguage,
} from '../../../src/domain/contract/language';
import * as repo from './repository';

/** The player's language as the console shows it; null while they have not chosen. */
export async function playerLanguage(db: AppDeps['db'], userId: number): Promise<PlayerLanguage | null> {
  const language = await repo.readLanguage(db, userId);
  return isLanguage(language) ? language : null;
}

export function makePreferencesService(deps: Pick<AppDeps, 'db'>) {
  return {
    async language(user: SessionUser): Promise<LanguageReply> {
      return { language: await playerLanguage(deps.db, user.id) };
    },
    async setLanguage(user: SessionUser, language: unknown): Promise<LanguageReply & { isSuccess: true; message: string }> {
      if (!isLanguage(language)) throw badRequest(LANGUAGE_MSG.unknownLanguage);
      await repo.writeLanguage(deps.db, user.id, language);
      return { isSuccess: true, message: LANGUAGE_MSG.saved, language };
    },
  };
}
