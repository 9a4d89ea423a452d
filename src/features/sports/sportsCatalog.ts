// The static lists of the sports screens (spec §2): which sports have data (cricket 4, tennis 2,
// football 1) and which are labels only.
import type { Eid } from '../../domain/contract/sports';

/** How often the event lists refresh their prices (the match page polls its own odds much faster). */
export const LIST_POLL_MS = 5000;

export interface SportWithData {
  eid: Eid;
  name: string;
  path: string;
}

export const CRICKET: SportWithData = { eid: '4', name: 'Cricket', path: '/cricket' };
export const TENNIS: SportWithData = { eid: '2', name: 'Tennis', path: '/tennis' };
export const FOOTBALL: SportWithData = { eid: '1', name: 'Football', path: '/football' };

/** In the order the menu and the mobile tabs show them. */
export const SPORTS_WITH_DATA: readonly SportWithData[] = [CRICKET, TENNIS, FOOTBALL];

export const sportByEid = (eid: string): SportWithData | undefined => SPORTS_WITH_DATA.find((s) => s.eid === eid);

/** The mobile home's tabs after the three sports: labels with no data (spec §2). */
export const MOBILE_LABEL_TABS: readonly string[] = [
  'Horse Racing',
  'Politics',
  'Greyhound',
  'Kabaddi',
  'Binary',
  'Volleyball',
  'Basketball',
  'Baseball',
  'Darts',
  'Futsal',
  'Martial Arts',
  'Table Tennis',
  'Ice Hockey',
];

/** The menu's 'Others' group: static items. */
export const OTHERS: readonly string[] = ['Our Casino', 'Our Virtual', 'Live Casino', 'Slot Game', 'Fantasy Game'];

/** The menu's 'All Sports' after cricket, tennis and football: labels only. */
export const LABEL_SPORTS: readonly string[] = [
  'Horse Racing',
  'Greyhound Racing',
  'Kabaddi',
  'Politics',
  'Basketball',
  'Volleyball',
  'Baseball',
  'Ice Hockey',
  'Table Tennis',
  'Badminton',
  'Darts',
  'Snooker',
  'Boxing',
  'MMA',
  'Golf',
  'Rugby Union',
  'Rugby League',
  'Cycling',
  'Motor Sport',
  'Handball',
  'Futsal',
  'American Football',
  'Australian Rules',
  'Esports',
  'Chess',
  'Netball',
  'Water Polo',
  'Beach Volleyball',
  'Squash',
  'Hockey',
  'Winter Sports',
  'Gaelic Games',
  'Bandy',
  'Floorball',
  'Lottery',
  'Virtual Sports',
  'Athletics',
  'Swimming',
];
