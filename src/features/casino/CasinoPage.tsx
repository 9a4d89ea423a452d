// The casino lobby (spec §2): a grid of game tiles, each image loaded lazily as it scrolls into view.
// Tiles carry no links or labels (their destinations are not part of the product); the art names the
// game and the alt text says it to screen readers.
import styled from 'styled-components';
import { CASINO_GAMES, casinoTileSrc } from './casinoGames';
import { useT } from '../../i18n/runtime';

const Lobby = styled.section`
  h2 {
    margin: 0 0 10px;
    padding: 8px 12px;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.headerText};
    background: ${({ theme }) => theme.colors.tab};
    border-radius: 4px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, 1fr);
    gap: 8px;
  }
`;

const Tile = styled.li`
  aspect-ratio: 3 / 2;
  border-radius: 10px;
  overflow: hidden;
  background: #1b1b2b;
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.25);
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 6px 14px rgba(0, 0, 0, 0.35);
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export default function CasinoPage() {
  const t = useT();
  return (
    <Lobby aria-labelledby="casino-heading">
      <h2 id="casino-heading">{t('Casino')}</h2>
      <Grid aria-label={t('Casino games')}>
        {CASINO_GAMES.map((game) => (
          <Tile key={game.slug}>
            <img src={casinoTileSrc(game.slug)} alt={t(game.name)} loading="lazy" decoding="async" width={300} height={200} />
          </Tile>
        ))}
      </Grid>
    </Lobby>
  );
}
