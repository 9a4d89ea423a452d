// The ad popup after log-in when no password change is due (spec §4): a poster drawn here, closable.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/runtime';
import { adPopupClosed, selectAdPopupOpen, selectPasswordModalOpen } from '../auth';

const Poster = styled.div`
  margin: -18px -18px 16px;
  padding: 26px 20px 22px;
  text-align: center;
  color: #ffffff;
  background:
    radial-gradient(300px 160px at 85% 10%, rgba(245, 180, 0, 0.45), transparent 70%), linear-gradient(150deg, #174a6b, #0f2a3d 70%);
  strong {
    display: block;
    font-size: clamp(20px, 6vw, 26px);
    letter-spacing: 0.04em;
  }
  em {
    display: block;
    margin-top: 6px;
    font-style: normal;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 800;
  }
`;

const Points = styled.ul`
  margin: 0 0 16px;
  padding-left: 20px;
  line-height: 1.8;
`;

export function WelcomePopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAdPopupOpen);
  const passwordDue = useAppSelector(selectPasswordModalOpen);
  if (!open || passwordDue) return null;
  const close = () => dispatch(adPopupClosed());
  return (
    <Modal title={t('Welcome')} onClose={close}>
      <Poster>
        <strong>{t('PLAY • WIN • REPEAT')}</strong>
        <em>{t('Cricket · Tennis · Football · Casino')}</em>
      </Poster>
      <Points>
        <li>{t('Live in-play odds with back and lay on every match')}</li>
        <li>{t('Bookmaker and fancy markets on cricket')}</li>
        <li>{t('Instant deposits and fast withdrawals, 24X7')}</li>
      </Points>
      <Button type="button" $block onClick={close}>
        {t("Let's Play")}
      </Button>
    </Modal>
  );
}
