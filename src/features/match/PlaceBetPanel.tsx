// The Place Bet panel of the right column (desktop). The slip itself is the betslip feature's,
// composed through app/matchSlip.ts.
import { BetSlip } from '../../app/matchSlip';
import { SideHead, SidePanel } from './sideStyles';

export function PlaceBetPanel() {
  return (
    <SidePanel aria-label="Place Bet">
      <SideHead>
        <span>Place Bet</span>
      </SideHead>
      <BetSlip />
    </SidePanel>
  );
}
