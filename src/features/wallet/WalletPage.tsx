// Deposit and Withdrawal. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function WalletPage() {
  return <ComingSoon title="Deposit and Withdrawal" what="The wallet arrives with the wallet issue." />;
}
