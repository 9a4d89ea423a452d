// The wallet's title bar: a way back to the menu, the view's name and the withdrawable balance.
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { formatRupees } from '../../../domain/money';
import { WalletIcon } from '../../../ui/icons';
import { walletActions, type WalletView } from '../walletSlice';
import { useWithdrawable } from '../useWalletData';
import { BackIcon } from './walletIcons';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const TITLES: Record<WalletView, string> = {
  menu: tk('Deposit & Withdrawal'),
  deposit: tk('Deposit'),
  withdraw: tk('Withdraw'),
  savedBanks: tk('Withdraw'),
  addAccount: tk('Withdraw'),
  history: tk('Wallet History'),
};

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 14px;
  padding: 12px 16px;
  border-radius: 10px;
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.header} 0%, #174a6b 100%);
  color: ${({ theme }) => theme.colors.headerText};
  h1 {
    flex: 1;
    margin: 0;
    font-size: 18px;
    font-weight: 800;
    letter-spacing: 0.01em;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 8px;
    padding: 8px 10px;
    h1 {
      font-size: 16px;
      line-height: 1.2;
    }
  }
`;

const Back = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Balance = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 12px;
  border-radius: 8px;
  background: rgba(255, 255, 255, 0.1);
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  small {
    display: block;
    font-size: 11px;
    opacity: 0.8;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  strong {
    display: block;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 6px 8px;
    gap: 8px;
    svg {
      display: none;
    }
    strong {
      font-size: 15px;
    }
  }
`;

export function WalletHeader({ view }: { view: WalletView }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { amount } = useWithdrawable();
  return (
    <Bar>
      {view !== 'menu' && (
        <Back type="button" aria-label={t('Back to wallet menu')} onClick={() => dispatch(walletActions.viewChosen('menu'))}>
          <BackIcon size={20} />
        </Back>
      )}
      <h1>{t(TITLES[view])}</h1>
      <Balance aria-live="polite">
        <WalletIcon size={22} />
        <div>
          <small>{t('Available balance')}</small>
          <strong data-testid="wallet-available">{amount === undefined ? '…' : formatRupees(amount)}</strong>
        </div>
      </Balance>
    </Bar>
  );
}
