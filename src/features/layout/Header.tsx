// The dark header (spec §2, look.md): logo, search, Rules, Balance and Exp, the username menu.
// On phones it folds into two rows: brand, money and menu; then search and Rules.
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookIcon } from '../../ui/icons';
import { BalanceSlot } from './BalanceSlot';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { PlayerLanguageSwitcher } from './PlayerLanguage';
import { useT } from '../../i18n/runtime';

const Bar = styled.header`
  display: grid;
  grid-template-areas: 'logo search . lang rules money user';
  grid-template-columns: auto minmax(160px, 300px) 1fr auto auto auto auto;
  align-items: center;
  gap: 14px;
  padding: 8px 16px;
  background: linear-gradient(180deg, #12324a 0%, ${({ theme }) => theme.colors.header} 100%);
  color: ${({ theme }) => theme.colors.headerText};
  > * {
    min-width: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'logo . money user' 'search lang lang rules';
    gap: 6px 8px;
    padding: 6px 10px 8px;
  }
`;

const Logo = styled(Link)`
  grid-area: logo;
  display: flex;
  align-items: center;
  min-height: 40px;
  img {
    display: block;
    width: 150px;
    height: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    img {
      width: 112px;
    }
  }
  /* Narrow phones: the mark alone, so Balance, Exp and the menu keep their room. */
  @media (max-width: 419px) {
    width: 34px;
    overflow: hidden;
    img {
      flex: none;
      width: 153px;
      max-width: none;
    }
  }
`;

const Search = styled.div`
  grid-area: search;
  display: flex;
`;

const Rules = styled(Link)`
  grid-area: rules;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  text-decoration: none;
  letter-spacing: 0.03em;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const Lang = styled.div`
  grid-area: lang;
`;

const Money = styled.div`
  grid-area: money;
`;

const User = styled.div`
  grid-area: user;
`;

/** Keeps --header-bottom on the document at the header's bottom edge, for the toasts to sit under it. */
function useHeaderBottom() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--header-bottom', `${Math.round(el.getBoundingClientRect().bottom)}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function Header() {
  const ref = useHeaderBottom();
  const t = useT();
  return (
    <Bar ref={ref}>
      <Logo to="/" aria-label={t('Exchange home')}>
        <img src="/logo.svg" alt="" width={150} height={33} />
      </Logo>
      <Search>
        <SearchBox />
      </Search>
      <Rules to="/rules">
        <BookIcon size={16} /> {t('Rules')}
      </Rules>
      <Lang>
        <PlayerLanguageSwitcher />
      </Lang>
      <Money>
        <BalanceSlot />
      </Money>
      <User>
        <UserMenu />
      </User>
    </Bar>
  );
}
