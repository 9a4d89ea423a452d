// The Place Bet panel of the right column (desktop). The slip itself is the betslip feature's.
import { BetSlip } from '../betslip/BetSlip';
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
