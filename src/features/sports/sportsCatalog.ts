// The static lists of the sports screens (spec §2): which sports have data (cricket 4, tennis 2,
// football 1) and which are labels only.
import type { Eid } from '../../domain/contract/sports';
import { tk } from '../../i18n/keys';

/** How often the event lists refresh their prices (the match page polls its own odds much faster). */
export const LIST_POLL_MS = 5000;

export interface SportWithData {
  eid: Eid;
  name: string;
  path: string;
}

export const CRICKET: SportWithData = { eid: '4', name: tk('Cricket'), path: '/cricket' };
export const TENNIS: SportWithData = { eid: '2', name: tk('Tennis'), path: '/tennis' };
export const FOOTBALL: SportWithData = { eid: '1', name: tk('Football'), path: '/football' };

/** In the order the menu and the mobile tabs show them. */
export const SPORTS_WITH_DATA: readonly SportWithData[] = [CRICKET, TENNIS, FOOTBALL];

/**
 * Horse and greyhound racing: races come only from a Betfair feed (event types 7 and 4339). Their
 * pages list meetings and races, each race with its runners, instead of the 1 / X / 2 rows.
 */
export const HORSE_RACING: SportWithData = { eid: '7', name: tk('Horse Racing'), path: '/horse' };
export const GREYHOUND_RACING: SportWithData = { eid: '4339', name: tk('Greyhound Racing'), path: '/greyhound' };
export const RACING_SPORTS: readonly SportWithData[] = [HORSE_RACING, GREYHOUND_RACING];

export const sportByEid = (eid: string): SportWithData | undefined =>
  SPORTS_WITH_DATA.find((s) => s.eid === eid) ?? RACING_SPORTS.find((s) => s.eid === eid);

/** The mobile home's tabs after the three sports and the two racing links: labels with no data (spec §2). */
export const MOBILE_LABEL_TABS: readonly string[] = [
  tk('Politics'),
  tk('Kabaddi'),
  tk('Binary'),
  tk('Volleyball'),
  tk('Basketball'),
  tk('Baseball'),
  tk('Darts'),
  tk('Futsal'),
  tk('Martial Arts'),
  tk('Table Tennis'),
  tk('Ice Hockey'),
];

/** The menu's 'Others' group: static items. */
export const OTHERS: readonly string[] = [tk('Our Casino'), tk('Our Virtual'), tk('Live Casino'), tk('Slot Game'), tk('Fantasy Game')];

/** The menu's 'All Sports' after cricket, tennis, football and the two racing sports: labels only. */
export const LABEL_SPORTS: readonly string[] = [
  tk('Kabaddi'),
  tk('Politics'),
  tk('Basketball'),
  tk('Volleyball'),
  tk('Baseball'),
  tk('Ice Hockey'),
  tk('Table Tennis'),
  tk('Badminton'),
  tk('Darts'),
  tk('Snooker'),
  tk('Boxing'),
  tk('MMA'),
  tk('Golf'),
  tk('Rugby Union'),
  tk('Rugby League'),
  tk('Cycling'),
  tk('Motor Sport'),
  tk('Handball'),
  tk('Futsal'),
  tk('American Football'),
  tk('Australian Rules'),
  tk('Esports'),
  tk('Chess'),
  tk('Netball'),
  tk('Water Polo'),
  tk('Beach Volleyball'),
  tk('Squash'),
  tk('Hockey'),
  tk('Winter Sports'),
  tk('Gaelic Games'),
  tk('Bandy'),
  tk('Floorball'),
  tk('Lottery'),
  tk('Virtual Sports'),
  tk('Athletics'),
  tk('Swimming'),
];
