// Change Button Values. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function ChangeButtonValuesPage() {
  return <ComingSoon title="Change Button Values" what="Stake buttons arrive with the betting issue." />;
}
