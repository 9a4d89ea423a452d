// The detail of an approved or rejected wallet request (spec §2 transaction detail popup).
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatRupees } from '../../../domain/money';
import { walletActions, selectHistory } from '../walletSlice';
import { useWalletHistory } from '../useWalletData';
import { formatWalletDate, requestTitle } from '../walletFormat';
import { STATUS_NAMES } from '../historyFilter';
import { StatusBadge } from './HistoryView';
import { DetailTable, type DetailLine } from './DetailTable';
import { WalletPopup } from './WalletPopup';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Table = styled(DetailTable)`
  > div:last-child {
    border-bottom: 0;
  }
`;

export function RequestDetailPopup() {
  const t = useT();
  const { openedRow } = useAppSelector(selectHistory);
  const { data } = useWalletHistory();
  const row = openedRow === null ? undefined : data?.data[openedRow];
  if (!row) return null;
  const lines: DetailLine[] = [
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
    <WalletPopup title={t(requestTitle(row.requestType, row.Status))} closed={walletActions.historyDetailClosed}>
      <Table lines={lines}>
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <StatusBadge $status={row.Status}>{t(STATUS_NAMES[row.Status])}</StatusBadge>
          </dd>
        </div>
      </Table>
    </WalletPopup>
  );
}
