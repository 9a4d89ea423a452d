// The Place Bet panel of the right column (desktop). The slip itself is the betslip feature's,
// composed through app/matchSlip.ts.
import { BetSlip } from '../../app/matchSlip';
import { SideHead, SidePanel } from './sideStyles';
import { useT } from '../../i18n/runtime';

export function PlaceBetPanel() {
  const t = useT();
  return (
    <SidePanel aria-label={t('Place Bet')}>
      <SideHead>
        <span>{t('Place Bet')}</span>
      </SideHead>
      <BetSlip />
    </SidePanel>
  );
}
