// Series and fictional teams and players the simulator draws from. Series ids are fixed, so a
// restarted feed keeps adding events to the same series.
import type { FeedSportId } from '../types';

export interface Team {
  name: string;
  /** Short code used in fancy session names ('6 over runs MUM'). */
  code: string;
}

export interface SeriesPlan {
  id: number;
  sportId: FeedSportId;
  name: string;
  /** Teams (cricket, football) or players (tennis). */
  sides: Team[];
  /** Cricket only: a Test-style fixture with a draw runner and longer innings. */
  test?: boolean;
}

const teams = (list: string): Team[] =>
  list.split(',').map((entry) => {
    const [name, code] = entry.split(':').map((s) => s.trim());
    return { name, code: code ?? name.slice(0, 3).toUpperCase() };
  });

const SURNAMES = [
  'Sharma',
  'Kohli',
  'Iyer',
  'Patel',
  'Rahane',
  'Pandey',
  'Gill',
  'Jadeja',
  'Chahal',
  'Rathore',
  'Menon',
  'Nair',
  'Smith',
  'Warner',
  'Cummins',
  'Root',
  'Stokes',
  'Buttler',
  'Williamson',
  'Conway',
  'Babar',
  'Rizwan',
  'Markram',
  'Miller',
  'Holder',
  'Pooran',
  'Hetmyer',
  'Mendis',
  'Perera',
  'Shakib',
  'Rashid',
  'Nabi',
  'Tucker',
  'Ellis',
];
const INITIALS = 'ABCDGHJKMNPRSTVY'.split('');

/** A plausible "R Sharma" style name for batter number `i` of a team (stable per team and index). */
export function playerName(teamCode: string, i: number): string {
  let hash = 0;
  for (const ch of teamCode) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const surname = SURNAMES[(hash + i * 7) % SURNAMES.length];
  const initial = INITIALS[(hash + i * 3) % INITIALS.length];
  return `${initial} ${surname}`;
}

const tennisPlayers = (list: string): Team[] =>
  list.split(',').map((name) => ({ name: name.trim(), code: (name.trim().split(' ').pop() ?? '').slice(0, 3).toUpperCase() }));

const ATP = tennisPlayers(
  'A. Kovacic, R. Moreno, J. Lindqvist, T. Okafor, M. Fernandes, D. Ivanov, L. Castellano, H. Nakamura, S. Brandt, ' +
    'P. Duval, K. Mehta, E. Rossi, N. Petrov, G. Almeida, F. Keller, O. Halvorsen',
);
const WTA = tennisPlayers(
  'I. Novak, C. Marchetti, Y. Tanaka, A. Sokolova, L. Bergstrom, P. Kapoor, M. Dubois, E. Vasquez, K. Horvat, ' +
    'S. Lindgren, R. Oduya, J. Kowalska, D. Moretti, V. Rao, T. Jansen, B. Alvarez',
);

export const SERIES: readonly SeriesPlan[] = [
  {
    id: 401,
    sportId: 4,
    name: 'Indian T20 League',
    sides: teams(
      'Mumbai Mavericks:MUM, Chennai Cheetahs:CHE, Kolkata Knights:KOL, Delhi Dynamos:DEL, Bengaluru Blasters:BEN, Hyderabad Hurricanes:HYD, Jaipur Jaguars:JAI, Lucknow Lions:LUC, Punjab Panthers:PUN, Ahmedabad Arrows:AHM',
    ),
  },
  {
    id: 402,
    sportId: 4,
    name: 'Big Bash T20',
    sides: teams(
      'Sydney Surfers:SYD, Melbourne Meteors:MEL, Perth Pelicans:PER, Brisbane Bolts:BRI, Adelaide Albatross:ADE, Hobart Hawks:HOB',
    ),
  },
  {
    id: 403,
    sportId: 4,
    name: 'Caribbean T20 League',
    sides: teams('Kingston Kings:KIN, Bridgetown Breakers:BRG, Port of Spain Pirates:POS, Georgetown Giants:GEO, Castries Comets:CAS'),
  },
  {
    id: 404,
    sportId: 4,
    name: 'Super Smash T20',
    sides: teams('Auckland Aces:AUC, Wellington Waves:WEL, Canterbury Kings:CAN, Otago Owls:OTA, Northern Knights:NOR'),
  },
  {
    id: 405,
    sportId: 4,
    name: 'World Test Championship',
    test: true,
    sides: teams('India:IND, Australia:AUS, England:ENG, South Africa:SA, New Zealand:NZ, Pakistan:PAK, Sri Lanka:SL, West Indies:WI'),
  },
  { id: 201, sportId: 2, name: 'ATP Mumbai Open', sides: ATP },
  { id: 202, sportId: 2, name: 'ATP Vienna Indoor', sides: ATP },
  { id: 203, sportId: 2, name: 'ATP Challenger Pune', sides: ATP },
  { id: 204, sportId: 2, name: 'WTA Tokyo Classic', sides: WTA },
  { id: 205, sportId: 2, name: 'WTA Doha Open', sides: WTA },
  {
    id: 101,
    sportId: 1,
    name: 'English Premier Division',
    sides: teams(
      'Ashford Rovers, Blackmoor United, Castleton City, Dunmore Athletic, Eastbury Town, Fairhaven Wanderers, Greyford Albion, Hollowell FC',
    ),
  },
  {
    id: 102,
    sportId: 1,
    name: 'Spanish Primera Liga',
    sides: teams('Real Costa, Atletico Serrano, CD Valdoria, Sporting Almera, UD Montara, Racing Bilbano'),
  },
  {
    id: 103,
    sportId: 1,
    name: 'Italian Serie A',
    sides: teams('AC Verona Nuova, Sportiva Tirrena, US Castellano, Inter Ravenna, Calcio Livorno Alta, Pescara Azzurra'),
  },
  {
    id: 104,
    sportId: 1,
    name: 'German Bundesliga',
    sides: teams('FC Rheinstadt, Borussia Waldheim, SV Eichenau, VfB Lindenberg, Eintracht Moorburg, TSV Hohenfels'),
  },
  {
    id: 105,
    sportId: 1,
    name: 'Indian Super League',
    sides: teams('Mumbai Mariners, Goa Gulls, Kerala Kites, Bengaluru Bulls, Chennai Strikers, Kolkata Tigers'),
  },
];

export const seriesOf = (sportId: FeedSportId) => SERIES.filter((s) => s.sportId === sportId);
