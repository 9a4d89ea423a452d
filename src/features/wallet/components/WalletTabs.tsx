// The Deposit and Withdraw tabs (spec §2) over their views; saved banks and Add Account belong to
// Withdraw. A History shortcut sits beside the tabs.
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { walletActions, type WalletView } from '../walletSlice';
import { DepositView } from './DepositView';
import { WithdrawView } from './WithdrawView';
import { SavedBanksView } from './SavedBanksView';
import { AddAccountView } from './AddAccountView';
import { HistoryIcon } from './walletIcons';
import { SegmentButton, SegmentStrip } from './walletUi';
import { useT } from '../../../i18n/runtime';

const Strip = styled(SegmentStrip)`
  align-items: stretch;
  border-radius: 10px;
  background: #dfe6ec;
`;

const Tab = styled(SegmentButton)`
  min-height: 44px;
  border-radius: 8px;
  font-size: 15px;
  font-weight: 800;
  letter-spacing: 0.02em;
  &:hover {
    background: ${({ $on, theme }) => ($on ? theme.colors.header : 'rgba(15, 42, 61, 0.08)')};
  }
`;

const HistoryLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 14px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: rgba(15, 42, 61, 0.08);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    span {
      display: none;
    }
  }
`;

type TabbedView = Exclude<WalletView, 'menu' | 'history'>;

export function WalletTabs({ view }: { view: TabbedView }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const ids = useId();
  const active = view === 'deposit' ? 'deposit' : 'withdraw';
  const tab = (name: 'deposit' | 'withdraw', label: string) => (
    <Tab
      type="button"
      role="tab"
      id={`${ids}-${name}`}
      aria-selected={active === name}
      aria-controls={`${ids}-panel`}
      $on={active === name}
      onClick={() => dispatch(walletActions.viewChosen(name))}
    >
      {label}
    </Tab>
  );
  return (
    <>
      <Strip>
        <div role="tablist" aria-label={t('Deposit or withdraw')} style={{ display: 'flex', flex: 1, gap: 6 }}>
          {tab('deposit', t('Deposit'))}
          {tab('withdraw', t('Withdraw'))}
        </div>
        <HistoryLink type="button" aria-label={t('Wallet History')} onClick={() => dispatch(walletActions.viewChosen('history'))}>
          <HistoryIcon /> <span>{t('History')}</span>
        </HistoryLink>
      </Strip>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${active}`}>
        {view === 'deposit' && <DepositView />}
        {view === 'withdraw' && <WithdrawView />}
        {view === 'savedBanks' && <SavedBanksView />}
        {view === 'addAccount' && <AddAccountView />}
      </div>
    </>
  );
}
