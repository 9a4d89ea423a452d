// The detail of an approved or rejected wallet request (spec §2 transaction detail popup).
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatRupees } from '../../../domain/money';
import { Modal } from '../../../ui/Modal';
import { walletActions, selectHistory } from '../walletSlice';
import { useWalletHistory } from '../useWalletData';
import { formatWalletDate, requestTitle } from '../walletFormat';
import { STATUS_NAMES } from '../historyFilter';
import { StatusBadge } from './HistoryView';

const Table = styled.dl`
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 9px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

export function RequestDetailPopup() {
  const dispatch = useAppDispatch();
  const { openedRow } = useAppSelector(selectHistory);
  const { data } = useWalletHistory();
  const row = openedRow === null ? undefined : data?.data[openedRow];
  if (!row) return null;
  const lines: Array<[string, string]> = [
    ['Amount', formatRupees(row.Amount)],
    ['Requested', formatWalletDate(row.RequestDate)],
    [row.Status === 1 ? 'Approved' : 'Rejected', formatWalletDate(row.StatusChangeDate)],
    [row.requestType === 'deposit' ? 'Paid to' : 'Account holder', row.DisplayName],
    ['Bank', row.Bank],
    ['Method', row.PaymentSubType],
    ['UTR No', row.UTRNo],
    ['Comment', row.Comment],
  ];
  return (
    <Modal title={requestTitle(row.requestType, row.Status)} onClose={() => dispatch(walletActions.historyDetailClosed())}>
      <Table>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge $status={row.Status}>{STATUS_NAMES[row.Status]}</StatusBadge>
          </dd>
        </div>
        {lines
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Table>
    </Modal>
  );
}
