// In-play. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function HomePage() {
  return <ComingSoon title="In-play" what="Live events arrive with the live-sports issue." />;
}
