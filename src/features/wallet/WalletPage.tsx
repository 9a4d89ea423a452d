// Deposit and Withdrawal (/wallet-gateway, spec §2 Wallet). One page, six views (spec §4); the view
// is client state (walletSlice). `?view=deposit|withdraw|history` (or the same `view` in the router's
// location state, as the header's Deposit and Withdraw buttons send it) opens a view directly.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsSelfUser, selectIsSignedIn } from '../auth';
import { walletActions, selectWalletView, type LinkedView } from './walletSlice';
import { WalletHeader } from './components/WalletHeader';
import { WalletMenu } from './components/WalletMenu';
import { WalletTabs } from './components/WalletTabs';
import { HistoryView } from './components/HistoryView';
import { WalletPopups } from './components/WalletPopups';
import { useT } from '../../i18n/runtime';

const Page = styled.div`
  max-width: 1080px;
  margin: 0 auto;
  padding: 16px 16px 32px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 10px 10px 24px;
  }
`;

const LINKED: readonly string[] = ['deposit', 'withdraw', 'history'] satisfies LinkedView[];

function linkedView(value: string | null): LinkedView | null {
  return value && LINKED.includes(value) ? (value as LinkedView) : null;
}

/**
 * The wallet is a self-registered player's (spec §2). The menu and header never link here for others,
 * but the address can be typed: they get a note instead of views whose calls the server refuses (403).
 */
export default function WalletPage() {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const selfUser = useAppSelector(selectIsSelfUser);
  if (signedIn && !selfUser) {
    return (
      <Page>
        <p role="note">
          {t('Deposit and Withdrawal are for self-registered players. Your account is managed by the operator who created it: see your')}{' '}
          <Link to="/account-statement">{t('Account Statement')}</Link>.
        </p>
      </Page>
    );
  }
  return <WalletGateway />;
}

function WalletGateway() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const location = useLocation();
  const linked = linkedView(params.get('view') ?? (location.state as { view?: string } | null)?.view ?? null);
  // Every arrival (location.key) opens the linked view, even when the page is already showing.
  useEffect(() => {
    dispatch(walletActions.walletOpened(linked));
  }, [dispatch, linked, location.key]);
  useEffect(() => () => void dispatch(walletActions.walletClosed()), [dispatch]);
  const view = useAppSelector(selectWalletView);
  // A new view starts at its top: after a long form (Add Account on a phone) the shorter view would
  // otherwise open scrolled past its own content, a blank screen until the player scrolls back up.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0 && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
  }, [view]);

  return (
    <Page ref={top}>
      <WalletHeader view={view} />
      {view === 'menu' && <WalletMenu />}
      {view === 'history' && <HistoryView />}
      {view !== 'menu' && view !== 'history' && <WalletTabs view={view} />}
      <WalletPopups />
    </Page>
  );
}
