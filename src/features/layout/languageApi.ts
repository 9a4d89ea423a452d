// The player's language on the server (src/domain/contract/language.ts), injected from the signed-in
// shell's chunk so none of it rides on the log-in route.
import { baseApi } from '../../api/baseApi';
import { LANGUAGE_PATH, type LanguageReply, type PlayerLanguage } from '../../domain/contract/language';

export const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyLanguage: build.query<LanguageReply, void>({
      query: () => LANGUAGE_PATH,
    }),
    setMyLanguage: build.mutation<LanguageReply, PlayerLanguage>({
      query: (language) => ({ url: LANGUAGE_PATH, method: 'PUT', body: { language } }),
    }),
  }),
});

export const { useGetMyLanguageQuery, useSetMyLanguageMutation } = languageApi;
