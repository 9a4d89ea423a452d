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
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

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
  const t = useT();
  const dispatch = useAppDispatch();
  const { openedRow } = useAppSelector(selectHistory);
  const { data } = useWalletHistory();
  const row = openedRow === null ? undefined : data?.data[openedRow];
  if (!row) return null;
  const lines: Array<[string, string]> = [
    [tk('Amount'), formatRupees(row.Amount)],
    [tk('Requested'), formatWalletDate(row.RequestDate)],
    [row.Status === 1 ? tk('Approved') : tk('Rejected'), formatWalletDate(row.StatusChangeDate)],
    [row.requestType === 'deposit' ? tk('Paid to') : tk('Account holder'), row.DisplayName],
    [tk('Bank'), row.Bank],
    [tk('Method'), row.PaymentSubType],
    [tk('UTR No'), row.UTRNo],
    [tk('Comment'), row.Comment],
  ];
  return (
    <Modal title={t(requestTitle(row.requestType, row.Status))} onClose={() => dispatch(walletActions.historyDetailClosed())}>
      <Table>
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <StatusBadge $status={row.Status}>{t(STATUS_NAMES[row.Status])}</StatusBadge>
          </dd>
        </div>
        {lines
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Table>
    </Modal>
  );
}
