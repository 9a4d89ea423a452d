// The wallet's small popups: the slip preview, the withdrawal confirmation and 'Deleted!'.
import { maskAccountNumber } from '../walletFormat';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MSG } from '../../../domain/messages';
import { formatRupees } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { walletActions, selectConfirmation, selectDeletedPopupOpen, selectPreviewImage, selectWithdrawDraft } from '../walletSlice';
import { CheckIcon } from './walletIcons';
import { DetailTable, type DetailLine } from './DetailTable';
import { useT } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: 6px;
`;

export function ImagePreviewPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const url = useAppSelector(selectPreviewImage);
  if (!url) return null;
  return (
    <Modal title={t('Payment Slip')} width={640} onClose={() => dispatch(walletActions.imagePreviewClosed())}>
      <Preview src={url} alt={t('Your payment slip')} />
    </Modal>
  );
}

const Summary = styled(DetailTable)`
  margin: 0 0 16px;
  > div {
    gap: 12px;
    padding: 8px 0;
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
`;

export function ConfirmWithdrawPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const confirmation = useAppSelector(selectConfirmation);
  const { submitting } = useAppSelector(selectWithdrawDraft);
  if (!confirmation) return null;
  const { amount, method, fields } = confirmation;
  const lines: DetailLine[] = [
    [tk('Amount'), formatRupees(amount)],
    [tk('Method'), method === 'UPI' ? t('UPI') : t('Bank')],
    [tk('Account holder'), fields.accountHName],
    ...(method === 'UPI'
      ? ([[tk('UPI ID'), fields.UPIID]] as DetailLine[])
      : ([
          [tk('Account number'), maskAccountNumber(fields.accountNumber)],
          [tk('IFSC'), fields.IFSC],
          [tk('Bank'), fields.bankName],
        ] as DetailLine[])),
  ];
  return (
    <Modal title={t('Confirm Withdrawal')} width={400} onClose={() => dispatch(walletActions.withdrawCancelled())}>
      <Summary lines={lines} />
      <Buttons>
        <Button type="button" $variant="ghost" onClick={() => dispatch(walletActions.withdrawCancelled())}>
          {t('Cancel')}
        </Button>
        <Button type="button" $variant="secondary" disabled={submitting} onClick={() => dispatch(walletActions.withdrawConfirmed())}>
          {t('Confirm')}
        </Button>
      </Buttons>
    </Modal>
  );
}

const Done = styled.div`
  text-align: center;
  > span {
    display: inline-grid;
    place-items: center;
    width: 56px;
    height: 56px;
    margin-bottom: 10px;
    border-radius: 50%;
    background: #e7f6ec;
    color: ${({ theme }) => theme.colors.profit};
  }
  p {
    margin: 0;
    font-size: 15px;
  }
`;

/** Closes itself after 1.5 s (the listener); the player may close it sooner. */
export function DeletedPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDeletedPopupOpen);
  if (!open) return null;
  return (
    <Modal title={t(MSG.deleted)} width={340} onClose={() => dispatch(walletActions.deletedPopupClosed())}>
      <Done role="status">
        <span>
          <CheckIcon size={30} />
        </span>
        <p>{t(MSG.bankDeleted)}</p>
      </Done>
    </Modal>
  );
}
