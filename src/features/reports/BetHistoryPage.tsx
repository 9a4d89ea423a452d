// Bet History. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function BetHistoryPage() {
  return <ComingSoon title="Bet History" what="Bet history arrives with the settlement and reports issue." />;
}
