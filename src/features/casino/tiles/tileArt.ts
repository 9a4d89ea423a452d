// What each casino tile shows: its background colours, glow and emblem (and a corner badge for some).
import * as E from './emblems';
import * as M from './emblemsMore';
import { badge, ball, card } from './shapes';

export interface TileArt {
  from: string;
  to: string;
  glow: string;
  emblem: string;
}

const art = (from: string, to: string, glow: string, emblem: string): TileArt => ({ from, to, glow, emblem });
const live = badge('LIVE', '#d50000');
const t20 = badge('20-20', '#6a1b9a');
const WHEEL = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#8e24aa', '#fb8c00'];

export const TILE_ART: Record<string, TileArt> = {
  roulette: art('#0b3d1e', '#021a0b', '#2ecc71', E.roulette() + live),
  'teen-patti': art(
    '#7b0a2a',
    '#2b0010',
    '#ff5c8a',
    E.cards(
      [
        ['A', '♠'],
        ['A', '♥'],
        ['A', '♦'],
      ],
      16,
    ) + live,
  ),
  'dragon-tiger': art('#4a0000', '#1a0b00', '#ff7a00', E.vsMedallions() + live),
  baccarat: art(
    '#0d2a5c',
    '#050c1f',
    '#4da3ff',
    E.cards(
      [
        ['9', '♦'],
        ['K', '♠'],
      ],
      18,
    ) + live,
  ),
  'andar-bahar': art(
    '#5b2a00',
    '#1f0d00',
    '#ffb74d',
    E.cards(
      [
        ['7', '♣'],
        ['J', '♥'],
        ['7', '♠'],
      ],
      22,
    ) + live,
  ),
  'sic-bo': art('#5a0a5e', '#1b021d', '#e040fb', E.dice([4, 5, 6])),
  poker: art(
    '#063b2e',
    '#011611',
    '#1de9b6',
    E.cards(
      [
        ['10', '♠'],
        ['J', '♠'],
        ['Q', '♠'],
        ['K', '♠'],
        ['A', '♠'],
      ],
      11,
    ),
  ),
  mines: art('#0b2447', '#030b17', '#19e3a1', E.minesGrid()),
  'lucky-7': art('#8a0000', '#2a0000', '#ffcf40', E.bigSeven()),
  '32-cards': art(
    '#1a237e',
    '#070a2e',
    '#7c8cff',
    E.cards(
      [
        ['8', '♥'],
        ['9', '♣'],
        ['10', '♦'],
        ['J', '♠'],
      ],
      13,
    ),
  ),
  blackjack: art(
    '#0a4a2a',
    '#021a0e',
    '#ffd54f',
    E.cards(
      [
        ['A', '♠'],
        ['K', '♥'],
      ],
      18,
      6,
    ) +
      `<text x="226" y="62" font-size="34" font-weight="900" fill="url(#gold)" stroke="#3a2300" paint-order="stroke" stroke-width="3">21</text>`,
  ),
  crash: art('#1a0533', '#05010d', '#ff3d57', E.crashCurve()),
  'teen-patti-20-20': art(
    '#4a0d67',
    '#16021f',
    '#ff80ab',
    E.cards(
      [
        ['K', '♥'],
        ['K', '♣'],
        ['K', '♦'],
      ],
      16,
    ) + t20,
  ),
  'muflis-teen-patti': art(
    '#263238',
    '#0a0f12',
    '#80deea',
    E.cards(
      [
        ['2', '♣'],
        ['3', '♦'],
        ['5', '♠'],
      ],
      16,
    ),
  ),
  'dragon-tiger-20-20': art('#3e0a0a', '#120000', '#ffab40', E.vsMedallions() + t20),
  'lightning-roulette': art('#1b1b3a', '#05050f', '#ffe14d', E.roulette(true) + live),
  'auto-roulette': art('#0d3b4f', '#02121a', '#4dd0e1', E.roulette()),
  'casino-war': art('#37474f', '#0d1417', '#ff7043', M.crossedSwords()),
  'hi-lo': art('#004d40', '#001612', '#69f0ae', M.hiLoArrows()),
  'amar-akbar-anthony': art(
    '#6d1b7b',
    '#1c0420',
    '#ffd740',
    E.cards(
      [
        ['A', '♥'],
        ['8', '♣'],
        ['K', '♦'],
      ],
      20,
    ),
  ),
  'bollywood-casino': art('#880e4f', '#25000f', '#ffd740', M.filmReel()),
  'worli-matka': art('#5d2e0c', '#1c0b02', '#ffb300', M.matka()),
  'instant-worli': art('#3e2723', '#120a08', '#ffe14d', M.matka(true)),
  'race-20': art('#1b5e20', '#051a07', '#c6ff00', M.checkeredFlag() + t20),
  'cricket-20-20': art('#0d47a1', '#031633', '#40c4ff', M.cricket('20')),
  'poker-20-20': art(
    '#311b92',
    '#0c0530',
    '#b388ff',
    E.cards(
      [
        ['Q', '♥'],
        ['Q', '♦'],
        ['Q', '♠'],
        ['Q', '♣'],
        ['A', '♥'],
      ],
      11,
    ) + t20,
  ),
  'six-player-poker': art('#1b3a1b', '#061206', '#aed581', M.pokerTable()),
  'lucky-7-b': art('#0d2f6e', '#030d24', '#40c4ff', E.bigSeven('#ffffff', '#1e5bd8')),
  '32-cards-b': art(
    '#4a148c',
    '#14022a',
    '#ea80fc',
    E.cards(
      [
        ['10', '♥'],
        ['J', '♦'],
        ['Q', '♣'],
        ['K', '♠'],
      ],
      13,
    ),
  ),
  'andar-bahar-2': art(
    '#7a3b00',
    '#240f00',
    '#ffd180',
    E.cards(
      [
        ['Q', '♦'],
        ['5', '♠'],
        ['Q', '♣'],
      ],
      22,
    ),
  ),
  'baccarat-2': art(
    '#0a3d62',
    '#03121d',
    '#82ccdd',
    E.cards(
      [
        ['8', '♥'],
        ['9', '♣'],
      ],
      18,
    ) + E.chip(232, 112, 18, '#c8102e', '₹'),
  ),
  'super-over': art('#004d40', '#001a15', '#64ffda', M.cricket()),
  'five-five-cricket': art('#bf360c', '#2e0c02', '#ffab91', M.cricket('5-5')),
  '3-card-judgement': art(
    '#3e2723',
    '#0f0908',
    '#d7ccc8',
    E.cards(
      [
        ['J', '♠'],
        ['Q', '♥'],
        ['K', '♣'],
      ],
      16,
      8,
    ) + M.gavel(),
  ),
  queen: art(
    '#6a0036',
    '#1e000f',
    '#ff80ab',
    M.crown(150, 34, 0.6) + `<g transform="translate(150 100) scale(1.15)">${card('Q', '♥')}</g>`,
  ),
  trio: art(
    '#1a237e',
    '#050826',
    '#8c9eff',
    E.cards(
      [
        ['7', '♥'],
        ['7', '♣'],
        ['7', '♦'],
      ],
      16,
    ),
  ),
  'dream-wheel': art('#4a148c', '#12002a', '#ff80ab', E.prizeWheel(WHEEL, 24)),
  plinko: art('#1a0b3d', '#07021a', '#ff4081', M.plinko()),
  dice: art('#b71c1c', '#2d0505', '#ffcdd2', E.dice([6, 3])),
  keno: art('#01579b', '#00182e', '#80d8ff', M.kenoGrid()),
  limbo: art('#212121', '#000000', '#ffd740', M.gauge()),
  tower: art('#311b92', '#0a0426', '#ffb300', M.tower()),
  'coin-flip': art('#4e342e', '#140c0a', '#ffd54f', E.coins()),
  'wheel-of-fortune': art('#7f0000', '#200000', '#ffd740', E.prizeWheel(['#c8102e', '#f5c542', '#151515', '#f5c542'], 12)),
  'jhandi-munda': art('#33691e', '#0d1c06', '#ffee58', E.dice([1, 4, 2], ['#fff8e1', '#ffe0b2', '#fff8e1'])),
  ludo: art('#0277bd', '#01213a', '#b3e5fc', M.ludo()),
  'mega-ball': art(
    '#880e4f',
    '#22000f',
    '#ff80ab',
    E.balls([
      ['#e53935', '7'],
      ['#1e88e5', '21'],
      ['#43a047', '34'],
      ['#fdd835', '9'],
      ['#8e24aa', '50'],
    ]),
  ),
  'fruit-slots': art('#4a0072', '#15001f', '#ffd740', M.slotMachine()),
  'texas-holdem': art(
    '#0b4d2c',
    '#021a0e',
    '#ffd54f',
    E.cards(
      [
        ['A', '♦'],
        ['K', '♦'],
      ],
      16,
      -4,
    ) + E.chipStack(),
  ),
  rummy: art(
    '#1565c0',
    '#041a36',
    '#bbdefb',
    E.cards(
      [
        ['5', '♥'],
        ['6', '♥'],
        ['7', '♥'],
        ['J★', '♣'],
      ],
      12,
    ),
  ),
  'card-cricket': art(
    '#2e7d32',
    '#0a200c',
    '#b9f6ca',
    E.cards(
      [
        ['4', '♠'],
        ['6', '♥'],
      ],
      20,
      -4,
    ) +
      '<circle cx="222" cy="104" r="16" fill="#c8102e" stroke="#7a0010" stroke-width="2"/><path d="M 212 94 q 10 10 20 20" stroke="#fff" stroke-width="1.5" stroke-dasharray="2 2" fill="none"/>',
  ),
  lottery: art('#e65100', '#2e1000', '#ffe0b2', M.ticket() + ball(92, 128, 18, '#1e88e5', '7') + ball(210, 130, 16, '#43a047', '3')),
};
