// How the lists turn the feed's events into rows (spec §2 and §4): sorted by start ascending,
// de-duplicated by gameId, a clock once the start is past, '-' for a price of 0.
import moment from 'moment';
import type { Eid, SportEvent } from '../../domain/contract/sports';
import type { InPlayLists } from './sportsApi';
import { localDateTime } from '../../i18n/dates';

/** Index of each sport's list inside the feed's arrays of arrays (contract: order of EIDS). */
const EID_INDEX: Partial<Record<Eid, number>> = { '1': 0, '2': 1, '4': 2 };

export function byStartAscending(a: SportEvent, b: SportEvent): number {
  return Date.parse(a.eventDate) - Date.parse(b.eventDate);
}

/** The first row of each gameId wins (lists are merged in-play first, so the live row is kept). */
export function uniqueByGameId(events: readonly SportEvent[]): SportEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => (seen.has(event.gameId) ? false : (seen.add(event.gameId), true)));
}

/** Every event of a per-sport list (e.g. sportsEventModelInPlay), sorted by start. */
export function allSportsSorted(perSport: readonly SportEvent[][] | undefined): SportEvent[] {
  return (perSport ?? []).flat().sort(byStartAscending);
}

/** In-play events of one sport, sorted by start. */
export function inPlayOfSport(lists: InPlayLists | undefined, eid: Eid): SportEvent[] {
  const i = EID_INDEX[eid];
  if (i === undefined) return [];
  return [...(lists?.sportsEventModelInPlay[i] ?? [])].sort(byStartAscending);
}

/** One sport's events in play, today and tomorrow: one row per gameId, sorted by start. */
export function eventsOfSport(lists: InPlayLists | undefined, eid: Eid): SportEvent[] {
  const i = EID_INDEX[eid];
  if (!lists || i === undefined) return [];
  const merged = [
    ...(lists.sportsEventModelInPlay[i] ?? []),
    ...(lists.sportsEventModelToday[i] ?? []),
    ...(lists.sportsEventModelTomorrow[i] ?? []),
  ];
  return uniqueByGameId(merged).sort(byStartAscending);
}

export const hasStarted = (event: { eventDate: string }, now: number): boolean => Date.parse(event.eventDate) <= now;

export const formatPrice = (price: number): string => (price ? String(price) : '-');

/** Desktop: 21/11/2026 02:30:00 PM. */
export const formatEventDate = (iso: string): string => localDateTime(new Date(iso), moment(iso).format('DD/MM/YYYY hh:mm:ss A'));

/** Mobile: the long form, November 21, 2026 2:30 PM. */
export const formatEventDateLong = (iso: string): string => localDateTime(new Date(iso), moment(iso).format('LLL'), { long: true });

/** Fisher–Yates: the in-play strip shows a random few (spec §4). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
