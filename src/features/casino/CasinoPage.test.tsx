import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import CasinoPage from './CasinoPage';
import { CASINO_GAMES } from './casinoGames';
import { TILE_ART } from './tiles/tileArt';
import { drawTile } from './tiles/drawTile';

const publicDir = path.resolve(__dirname, '../../../public/casino');

describe('casino lobby', () => {
  it('shows 52 lazily loaded game tiles named for screen readers, without links', () => {
    render(
      <ThemeProvider theme={theme}>
        <CasinoPage />
      </ThemeProvider>,
    );
    const grid = screen.getByRole('list', { name: 'Casino games' });
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(52);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Teen Patti' })).toHaveAttribute('src', '/casino/teen-patti.svg');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(new Set(images.map((i) => i.getAttribute('alt'))).size).toBe(52);
  });

  it('has a committed SVG for every tile, identical to what the generator draws', () => {
    for (const game of CASINO_GAMES) {
      const file = path.join(publicDir, `${game.slug}.svg`);
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toBe(drawTile(game.slug, game.name, TILE_ART[game.slug]));
    }
    expect(fs.readdirSync(publicDir).filter((f) => f.endsWith('.svg'))).toHaveLength(CASINO_GAMES.length);
  });

  it('draws everything in the file: no outside images or fonts', () => {
    for (const game of CASINO_GAMES) {
      const svg = fs.readFileSync(path.join(publicDir, `${game.slug}.svg`), 'utf8');
      expect(svg).not.toMatch(/href=|url\((?!#)|@import/);
    }
  });
});
