// A wallet popup: shown while its part of the wallet state says so, and closing it (×, Escape,
// the backdrop) tells the store, which hides it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../../../app/hooks';
import { Modal, type ModalProps } from '../../../ui/Modal';

type WalletPopupProps = Omit<ModalProps, 'onClose'> & { closed: () => UnknownAction };

export function WalletPopup({ closed, ...modal }: WalletPopupProps) {
  const dispatch = useAppDispatch();
  return <Modal {...modal} onClose={() => dispatch(closed())} />;
}
