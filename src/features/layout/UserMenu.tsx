// The username dropdown (spec §2 Header): reports, wallet or statement by selfUser, password, SignOut.
// A disclosure (button + list of links): closes on Escape, outside click and after a choice.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoginInfo, signOutRequested } from '../auth';
import { ChevronDownIcon, UserIcon } from '../../ui/icons';
import { useT } from '../../i18n/runtime';
import { PlayerLanguageSwitcher } from './PlayerLanguage';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  max-width: 180px;
  padding: 0 10px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 6px;
  background: rgba(255, 255, 255, 0.06);
  color: inherit;
  font-weight: 700;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    max-width: 124px;
    gap: 4px;
    padding: 0 6px;
  }
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 500;
  min-width: 240px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 30px rgba(0, 0, 0, 0.3);
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 42px;
    padding: 0 16px;
    border: 0;
    background: none;
    color: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.page};
  }
  li.language {
    padding: 4px 16px;
  }
  li.language select {
    width: 100%;
  }
  li + li.separated {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: 4px;
    padding-top: 4px;
  }
  button {
    color: ${({ theme }) => theme.colors.loss};
  }
`;

/** Menu entries of spec §2; `only` limits an entry to operator-made (0) or self-registered (1) players. */
const ENTRIES: Array<{ to: string; label: string; only?: 0 | 1 }> = [
  { to: '/account-statement', label: 'Account Statement', only: 0 },
  { to: '/wallet-gateway', label: 'Deposit and Withdrawal', only: 1 },
  { to: '/profit-loss', label: 'Profit Loss' },
  { to: '/bet-history', label: 'Bet History' },
  { to: '/current-bets', label: 'Current Bet' },
  { to: '/change-btn-value', label: 'Change Button Values' },
  { to: '/change-password', label: 'Change Password' },
  { to: '/responsible-gaming', label: 'Responsible gaming' },
];

export function UserMenu() {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectLoginInfo);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const t = useT();
  if (!info) return null;
  const entries = ENTRIES.filter((entry) => entry.only === undefined || entry.only === info.selfUser);

  return (
    <Wrap ref={wrap} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Toggle type="button" aria-expanded={open} aria-controls="user-menu" onClick={() => setOpen((was) => !was)}>
        <UserIcon />
        <span>{info.UserName}</span>
        <ChevronDownIcon size={16} />
      </Toggle>
      {open && (
        <List id="user-menu" aria-label={t('Account')}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} onClick={() => setOpen(false)}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
          <li className="separated language">
            <PlayerLanguageSwitcher tone="light" id="user-menu-language" />
          </li>
          <li className="separated">
            <button type="button" onClick={() => dispatch(signOutRequested())}>
              {t('SignOut')}
            </button>
          </li>
        </List>
      )}
    </Wrap>
  );
}
