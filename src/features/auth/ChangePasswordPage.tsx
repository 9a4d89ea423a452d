// Change Password (/change-password): the shared form in a card of the shell.
import { PageCard } from '../../ui/PageCard';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ChangePasswordPage() {
  return (
    <PageCard aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <div>
        <ChangePasswordForm />
      </div>
    </PageCard>
  );
}
