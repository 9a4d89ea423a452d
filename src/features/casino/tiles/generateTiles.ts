// Writes public/casino/{slug}.svg for every casino game. Run after changing the art, then commit the
// SVG files: `npx tsx src/features/casino/tiles/generateTiles.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { CASINO_GAMES } from '../casinoGames';
import { TILE_ART } from './tileArt';
import { drawTile } from './drawTile';

const outDir = path.resolve(__dirname, '../../../../public/casino');
fs.mkdirSync(outDir, { recursive: true });
for (const game of CASINO_GAMES) {
  const art = TILE_ART[game.slug];
  if (!art) throw new Error(`no tile art for ${game.slug}`);
  fs.writeFileSync(path.join(outDir, `${game.slug}.svg`), drawTile(game.slug, game.name, art));
}
process.stdout.write(`wrote ${CASINO_GAMES.length} tiles to ${outDir}\n`);
