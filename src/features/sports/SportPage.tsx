// Game. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function SportPage() {
  return <ComingSoon title="Game" what="Event lists arrive with the live-sports issue." />;
}
