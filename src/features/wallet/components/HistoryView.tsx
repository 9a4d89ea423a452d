// Wallet history (spec §2, §4): totals, the requests in the filter's range, the filter popup.
// Pending rows cannot be opened; approved and rejected rows open their detail popup.
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { WALLET_STATUS } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { formatRupees } from '../../../domain/money';
import type { WalletHistoryRow } from '../../../domain/contract/wallet';
import { Button } from '../../../ui/Button';
import { walletActions } from '../walletSlice';
import { useWalletHistory } from '../useWalletData';
import { formatFilterDate, formatWalletDate, requestTitle } from '../walletFormat';
import { isAll, STATUS_NAMES } from '../historyFilter';
import { Card, Money, Muted } from './walletUi';
import { ChevronRightIcon, FilterIcon } from './walletIcons';
import { DepositIcon, WithdrawIcon } from '../../../ui/icons';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  > div {
    flex: 1;
  }
  strong {
    display: block;
    font-size: 15px;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0 0 14px;
  > div {
    padding: 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 4px 0 0;
    font-size: 17px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 6px;
    > div {
      padding: 8px;
    }
    dt {
      font-size: 10.5px;
    }
    dd {
      font-size: 14px;
    }
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const rowLayout = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 64px;
  padding: 10px 6px;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  font: inherit;
`;

const OpenRow = styled.button`
  ${rowLayout}
  cursor: pointer;
  &:hover {
    background: #f4f7fa;
  }
`;

const PlainRow = styled.div`
  ${rowLayout}
`;

const Kind = styled.span<{ $deposit: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: ${({ $deposit }) => ($deposit ? '#e7f6ec' : '#fdecee')};
  color: ${({ theme, $deposit }) => ($deposit ? theme.colors.profit : theme.colors.loss)};
`;

const What = styled.span`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    font-size: 14.5px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 12px;
  }
`;

const STATUS_COLOURS: Record<number, [string, string]> = {
  1: ['#e7f6ec', '#0a6b2e'],
  2: ['#fff4d6', '#8a5a00'],
  3: ['#fdecee', '#b0001a'],
};

export const StatusBadge = styled.span<{ $status: number }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 11.5px;
  font-weight: 800;
  background: ${({ $status }) => STATUS_COLOURS[$status][0]};
  color: ${({ $status }) => STATUS_COLOURS[$status][1]};
`;

const Amount = styled.span`
  text-align: right;
  ${StatusBadge} {
    margin-top: 4px;
  }
`;

function RowContent({ row }: { row: WalletHistoryRow }) {
  const t = useT();
  const deposit = row.requestType === 'deposit';
  return (
    <>
      <Kind $deposit={deposit}>{deposit ? <DepositIcon /> : <WithdrawIcon />}</Kind>
      <What>
        <strong>{t(requestTitle(row.requestType, row.Status))}</strong>
        <small>{formatWalletDate(row.RequestDate)}</small>
      </What>
      <Amount>
        <Money $tone={deposit ? 'profit' : 'loss'}>
          {deposit ? '+' : '−'}
          {formatRupees(row.Amount)}
        </Money>
        <br />
        <StatusBadge $status={row.Status}>{t(STATUS_NAMES[row.Status])}</StatusBadge>
      </Amount>
    </>
  );
}

export function HistoryView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { filter, data, isFetching, isError } = useWalletHistory();
  const rows = data?.data ?? [];
  // The contract's totalPL is deposits minus withdrawals in the range: money moved, not betting P&L.
  const totals: Array<{ label: string; amount: number; tone?: 'profit' | 'loss' }> = [
    { label: tk('Total Deposit'), amount: data?.totalDepositAmount ?? 0, tone: 'profit' },
    { label: tk('Total Withdraw'), amount: data?.totalWithdrawAmount ?? 0, tone: 'loss' },
    { label: tk('Deposits − Withdrawals'), amount: data?.totalPL ?? 0 },
  ];
  return (
    <>
      <Bar>
        <div>
          <strong>{filter ? `${formatFilterDate(filter.fromDate)} – ${formatFilterDate(filter.toDate)}` : ''}</strong>
          <Muted>{filter && !isAll(filter.statuses) ? filter.statuses.map((s) => t(STATUS_NAMES[s])).join(', ') : t('All requests')}</Muted>
        </div>
        <Button type="button" $variant="secondary" onClick={() => dispatch(walletActions.historyFilterOpened())}>
          <FilterIcon /> {t('Filter')}
        </Button>
      </Bar>
      <Totals aria-label={t('Totals')}>
        {totals.map(({ label, amount, tone }) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <Money $tone={tone}>{formatRupees(amount)}</Money>
            </dd>
          </div>
        ))}
      </Totals>
      <Card aria-label={t('Wallet requests')} aria-busy={isFetching}>
        {!isFetching && (rows.length === 0 || isError) && (
          <Muted style={{ textAlign: 'center', padding: 16 }}>{t(MSG.noRecordFound)}</Muted>
        )}
        <Rows>
          {rows.map((row, index) => (
            <li key={row.id}>
              {row.Status === WALLET_STATUS.pending ? (
                <PlainRow data-testid="wallet-request">
                  <RowContent row={row} />
                </PlainRow>
              ) : (
                <OpenRow
                  type="button"
                  data-testid="wallet-request"
                  onClick={() => dispatch(walletActions.historyRowClicked({ index, status: row.Status }))}
                >
                  <RowContent row={row} />
                  <ChevronRightIcon />
                </OpenRow>
              )}
            </li>
          ))}
        </Rows>
      </Card>
    </>
  );
}
