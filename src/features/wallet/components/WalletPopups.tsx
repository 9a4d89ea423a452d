// Every wallet popup; each shows itself when the wallet state says so. Later ones stack on top.
import { AmountPopup } from './AmountPopup';
import { EditStakePopup } from './EditStakePopup';
import { RulesPopup } from './RulesPopup';
import { HistoryFilterPopup } from './HistoryFilterPopup';
import { RequestDetailPopup } from './RequestDetailPopup';
import { ConfirmWithdrawPopup, DeletedPopup, ImagePreviewPopup } from './SmallPopups';

export function WalletPopups() {
  return (
    <>
      <RulesPopup />
      <AmountPopup />
      <EditStakePopup />
      <ConfirmWithdrawPopup />
      <DeletedPopup />
      <HistoryFilterPopup />
      <RequestDetailPopup />
      <ImagePreviewPopup />
    </>
  );
}
