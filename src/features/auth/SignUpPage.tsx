// Sign Up. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function SignUpPage() {
  return <ComingSoon title="Sign Up" what="Being built with the foundation issue." />;
}
