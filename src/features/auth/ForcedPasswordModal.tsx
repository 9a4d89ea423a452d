// After log-in with passwordstatus 0 the player must change the password before anything else: a
// dialog that cannot be dismissed (spec §2, §4). It closes when the change signs the player out.
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Modal } from '../../ui/Modal';
import { selectPasswordModalOpen } from './authSlice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SERVER_MSG } from '../../domain/messages';
import { useT } from '../../i18n/runtime';

const Why = styled.p`
  margin: 0 0 14px;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.5;
`;

export function ForcedPasswordModal() {
  const t = useT();
  const open = useAppSelector(selectPasswordModalOpen);
  if (!open) return null;
  return (
    <Modal title={t('Change Password')}>
      <Why>{t(SERVER_MSG.changePasswordFirst)}</Why>
      <ChangePasswordForm />
    </Modal>
  );
}
