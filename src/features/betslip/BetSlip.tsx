// The Place Bet slip's body: the open slip (or how to open one; its overlay and countdown while a
// bet is in flight), and the Set Button Value popup its Edit button opens. Desktop shows it in the
// right column (match/PlaceBetPanel); phones in a modal (BetSlipModal). A visitor's slip asks them to log in.
import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from '../auth';
import { selectSlip } from './betslipSlice';
import { SetButtonValuePopup } from './SetButtonValuePopup';
import { SlipForm } from './SlipForm';
import { EmptySlip } from './slipStyles';
import { VisitorSlip } from './VisitorSlip';
import { useT } from '../../i18n/runtime';

export function BetSlip({ closable = true }: { closable?: boolean }) {
  const t = useT();
  const slip = useAppSelector(selectSlip);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return slip ? <VisitorSlip slip={slip} /> : <EmptySlip>{t('Click a Back or Lay price to start a bet.')}</EmptySlip>;
  return (
    <>
      {slip ? <SlipForm slip={slip} closable={closable} /> : <EmptySlip>{t('Click a Back or Lay price to start a bet.')}</EmptySlip>}
      <SetButtonValuePopup />
    </>
  );
}
