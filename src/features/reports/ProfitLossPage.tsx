// Profit Loss. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function ProfitLossPage() {
  return <ComingSoon title="Profit Loss" what="Profit and loss arrives with the settlement and reports issue." />;
}
