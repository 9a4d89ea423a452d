// Change Password. Placeholder until its issue lands: the page says so plainly.
import { ComingSoon } from '../../ui/ComingSoon';

export default function ChangePasswordPage() {
  return <ComingSoon title="Change Password" what="Being built with the foundation issue." />;
}
