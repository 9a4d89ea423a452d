// The sign-up refusals that are about the phone number: already registered (409), or its account on a
// time-out or self-exclusion (403 with the end date). The page says them under Your Mobile; the
// listener leaves them to the page. Any other refusal is not about the number.
import { httpStatusOf, serverMessage } from '../../api/errors';
import { SIGN_UP_CLOSED } from '../../domain/phone';
import { MSG } from '../../domain/messages';

export function phoneRefusalOf(error: unknown): string | undefined {
  const status = httpStatusOf(error);
  const message = serverMessage(error);
  if (status === 409 && message === MSG.phoneTaken) return message;
  if (status === 403 && message?.endsWith(SIGN_UP_CLOSED)) return message;
  return undefined;
}
