// Casino. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function CasinoPage() {
  return <ComingSoon title="Casino" what="The casino lobby arrives with the live-sports issue." />;
}
