// The casino lobby's games (spec §2): one tile each, drawn in public/casino/{slug}.svg by
// tiles/generateTiles.ts. The lobby shows the art only; where a tile leads is not part of the product.
import { tk } from '../../i18n/keys';

export interface CasinoGame {
  slug: string;
  name: string;
}

export const CASINO_GAMES: readonly CasinoGame[] = [
  { slug: 'roulette', name: tk('Roulette') },
  { slug: 'teen-patti', name: tk('Teen Patti') },
  { slug: 'dragon-tiger', name: tk('Dragon Tiger') },
  { slug: 'baccarat', name: tk('Baccarat') },
  { slug: 'andar-bahar', name: tk('Andar Bahar') },
  { slug: 'sic-bo', name: tk('Sic Bo') },
  { slug: 'poker', name: tk('Poker') },
  { slug: 'mines', name: tk('Mines') },
  { slug: 'lucky-7', name: tk('Lucky 7') },
  { slug: '32-cards', name: tk('32 Cards') },
  { slug: 'blackjack', name: tk('Blackjack') },
  { slug: 'crash', name: tk('Crash') },
  { slug: 'teen-patti-20-20', name: tk('Teen Patti 20-20') },
  { slug: 'muflis-teen-patti', name: tk('Muflis Teen Patti') },
  { slug: 'dragon-tiger-20-20', name: tk('Dragon Tiger 20-20') },
  { slug: 'lightning-roulette', name: tk('Lightning Roulette') },
  { slug: 'auto-roulette', name: tk('Auto Roulette') },
  { slug: 'casino-war', name: tk('Casino War') },
  { slug: 'hi-lo', name: tk('Hi Lo') },
  { slug: 'amar-akbar-anthony', name: tk('Amar Akbar Anthony') },
  { slug: 'bollywood-casino', name: tk('Bollywood Casino') },
  { slug: 'worli-matka', name: tk('Worli Matka') },
  { slug: 'instant-worli', name: tk('Instant Worli') },
  { slug: 'race-20', name: tk('Race 20') },
  { slug: 'cricket-20-20', name: tk('Cricket Match 20-20') },
  { slug: 'poker-20-20', name: tk('Poker 20-20') },
  { slug: 'six-player-poker', name: tk('Six Player Poker') },
  { slug: 'lucky-7-b', name: tk('Lucky 7 B') },
  { slug: '32-cards-b', name: tk('32 Cards B') },
  { slug: 'andar-bahar-2', name: tk('Andar Bahar 2') },
  { slug: 'baccarat-2', name: tk('Baccarat 2') },
  { slug: 'super-over', name: tk('Super Over') },
  { slug: 'five-five-cricket', name: tk('Five Five Cricket') },
  { slug: '3-card-judgement', name: tk('3 Card Judgement') },
  { slug: 'queen', name: tk('Queen') },
  { slug: 'trio', name: tk('Trio') },
  { slug: 'dream-wheel', name: tk('Dream Wheel') },
  { slug: 'plinko', name: tk('Plinko') },
  { slug: 'dice', name: tk('Dice') },
  { slug: 'keno', name: tk('Keno') },
  { slug: 'limbo', name: tk('Limbo') },
  { slug: 'tower', name: tk('Tower') },
  { slug: 'coin-flip', name: tk('Coin Flip') },
  { slug: 'wheel-of-fortune', name: tk('Wheel of Fortune') },
  { slug: 'jhandi-munda', name: tk('Jhandi Munda') },
  { slug: 'ludo', name: tk('Ludo') },
  { slug: 'mega-ball', name: tk('Mega Ball') },
  { slug: 'fruit-slots', name: tk('Fruit Slots') },
  { slug: 'texas-holdem', name: tk("Texas Hold'em") },
  { slug: 'rummy', name: tk('Rummy') },
  { slug: 'card-cricket', name: tk('Card Cricket') },
  { slug: 'lottery', name: tk('Lottery') },
];

export const casinoTileSrc = (slug: string): string => `/casino/${slug}.svg`;
