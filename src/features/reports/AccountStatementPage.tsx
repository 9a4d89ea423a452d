// Account Statement. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function AccountStatementPage() {
  return <ComingSoon title="Account Statement" what="Statements arrive with the settlement and reports issue." />;
}
