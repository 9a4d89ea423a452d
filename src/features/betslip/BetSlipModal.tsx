// Phones (under 768 px): the slip opens as a modal over the markets when a price is tapped (spec §2).
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../ui/Modal';
import { selectSlip, slipClosed } from './betslipSlice';
import { BetSlip } from './BetSlip';
import { useT } from '../../i18n/runtime';

export function BetSlipModal() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectSlip(state) !== null);
  if (!open) return null;
  return (
    <Modal title={t('Place Bet')} onClose={() => dispatch(slipClosed())} width={480}>
      <BetSlip closable={false} />
    </Modal>
  );
}
