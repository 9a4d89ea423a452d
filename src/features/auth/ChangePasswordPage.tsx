// Change Password (/change-password): the shared form in a card of the shell.
import { PageCard } from '../../ui/PageCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useT } from '../../i18n/runtime';

export default function ChangePasswordPage() {
  const t = useT();
  return (
    <PageCard aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('Change Password')}</h2>
      <div>
        <ChangePasswordForm />
      </div>
    </PageCard>
  );
}
