// The mobile bottom bar (spec §2): SPORTS and CASINO are links; SPORTS BOOK and OTHERS are labels.
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BookIcon, DiceIcon, GridIcon, TrophyIcon } from '../../ui/icons';
import { useT } from '../../i18n/runtime';

const Bar = styled.nav`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 400;
    height: 60px;
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.colors.header};
    border-top: 2px solid ${({ theme }) => theme.colors.accent};
  }
  a,
  span {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 3px;
    min-height: 44px;
    color: #dce6ee;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.accent};
  }
  span {
    color: #b7c6d3;
  }
`;

export function BottomBar() {
  const t = useT();
  return (
    <Bar aria-label={t('Quick links')}>
      <NavLink to="/" end>
        <TrophyIcon size={20} />
        {t('SPORTS')}
      </NavLink>
      <NavLink to="/casino">
        <DiceIcon size={20} />
        {t('CASINO')}
      </NavLink>
      <span>
        <BookIcon size={20} />
        {t('SPORTS BOOK')}
      </span>
      <span>
        <GridIcon size={20} />
        {t('OTHERS')}
      </span>
    </Bar>
  );
}
