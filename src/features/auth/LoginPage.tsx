// Login. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function LoginPage() {
  return <ComingSoon title="Login" what="Being built with the foundation issue." />;
}
