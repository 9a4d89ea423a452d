// The header's event search: the events of the loaded lists (in play, today, tomorrow, every sport)
// whose teams or series hold every word typed, in play first and then by start. Words match the
// start of a word ('aus' finds Australia, 'ind aus' finds India v Australia, 'big bash' a series).
import type { SportEvent } from '../../domain/contract/sports';
import type { InPlayLists } from './sportsApi';
import { byStartAscending, uniqueByGameId } from './eventRows';

/** Fewer letters than this match too much to be a useful list. */
export const SEARCH_MIN_LETTERS = 2;
export const SEARCH_MAX_RESULTS = 8;

export interface EventMatch {
  event: SportEvent;
  inPlay: boolean;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function searchEvents(lists: InPlayLists | undefined, text: string): EventMatch[] {
  const wanted = words(text);
  if (!lists || wanted.join('').length < SEARCH_MIN_LETTERS) return [];
  const inPlay = new Set(lists.sportsEventModelInPlay.flat().map((event) => event.gameId));
  const all = uniqueByGameId([
    ...lists.sportsEventModelInPlay.flat(),
    ...lists.sportsEventModelToday.flat(),
    ...lists.sportsEventModelTomorrow.flat(),
  ]);
  return all
    .filter((event) => {
      const have = words(`${event.eventName} ${event.seriesName}`);
      return wanted.every((word) => have.some((h) => h.startsWith(word)));
    })
    .map((event) => ({ event, inPlay: inPlay.has(event.gameId) }))
    .sort((a, b) => Number(b.inPlay) - Number(a.inPlay) || byStartAscending(a.event, b.event))
    .slice(0, SEARCH_MAX_RESULTS);
}
