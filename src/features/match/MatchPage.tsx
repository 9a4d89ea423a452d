// Match. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function MatchPage() {
  return <ComingSoon title="Match" what="The match page arrives with the live-sports issue." />;
}
