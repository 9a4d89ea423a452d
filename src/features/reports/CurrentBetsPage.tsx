// Current Bet. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function CurrentBetsPage() {
  return <ComingSoon title="Current Bet" what="Current bets arrive with the settlement and reports issue." />;
}
