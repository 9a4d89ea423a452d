// The Place Bet panel of the right column (desktop). The slip itself is the betslip feature's,
// composed through app/matchSlip.ts.
import { BetSlip } from '../../app/matchSlip';
import { TitledSidePanel } from './TitledSidePanel';
import { useT } from '../../i18n/runtime';

export function PlaceBetPanel() {
  const t = useT();
  return (
    <TitledSidePanel title={t('Place Bet')}>
      <BetSlip />
    </TitledSidePanel>
  );
}
