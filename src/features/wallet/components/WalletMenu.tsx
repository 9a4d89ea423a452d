// The wallet menu (spec §2): Wallet Deposit, Wallet Withdraw, Wallet History.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { DepositIcon, WithdrawIcon } from '../../../ui/icons';
import { walletActions, type WalletView } from '../walletSlice';
import { ChevronRightIcon, HistoryIcon, ShieldCheckIcon } from './walletIcons';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 14px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 10px;
  }
`;

const Item = styled.button<{ $tint: string }>`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 88px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ $tint }) => $tint};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  box-shadow: 0 1px 3px rgba(15, 42, 61, 0.08);
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: 0 6px 18px rgba(15, 42, 61, 0.14);
    transform: translateY(-1px);
  }
  > span:first-child {
    display: grid;
    place-items: center;
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: ${({ $tint }) => `${$tint}1f`};
    color: ${({ $tint }) => $tint};
  }
  strong {
    display: block;
    font-size: 16px;
  }
  small {
    display: block;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12.5px;
  }
  > svg:last-child {
    margin-left: auto;
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Safe = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin: 18px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12.5px;
  svg {
    color: ${({ theme }) => theme.colors.profit};
  }
`;

const ITEMS: Array<{ view: WalletView; title: string; note: string; tint: string; icon: ReactNode }> = [
  {
    view: 'deposit',
    title: tk('Wallet Deposit'),
    note: tk('Add money by UPI or bank transfer'),
    tint: '#0a8a3a',
    icon: <DepositIcon size={24} />,
  },
  {
    view: 'withdraw',
    title: tk('Wallet Withdraw'),
    note: tk('Send money to your UPI or bank account'),
    tint: '#d0021b',
    icon: <WithdrawIcon size={24} />,
  },
  {
    view: 'history',
    title: tk('Wallet History'),
    note: tk('Your deposit and withdrawal requests'),
    tint: '#1a6fa3',
    icon: <HistoryIcon size={24} />,
  },
];

export function WalletMenu() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <>
      <Grid aria-label={t('Wallet')}>
        {ITEMS.map((item) => (
          <Item key={item.view} type="button" $tint={item.tint} onClick={() => dispatch(walletActions.viewChosen(item.view))}>
            <span>{item.icon}</span>
            <span>
              <strong>{t(item.title)}</strong>
              <small>{t(item.note)}</small>
            </span>
            <ChevronRightIcon />
          </Item>
        ))}
      </Grid>
      <Safe>
        <ShieldCheckIcon /> {t('100% safe: every request is checked by our payments team before money moves.')}
      </Safe>
    </>
  );
}
