// The wallet's small popups: the slip preview, the withdrawal confirmation and 'Deleted!'.
import { maskAccountNumber } from '../walletFormat';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MSG } from '../../../domain/messages';
import { formatRupees } from '../../../domain/money';
import { Button } from '../../../ui/Button';
import { walletActions, selectConfirmation, selectDeletedPopupOpen, selectPreviewImage, selectWithdrawDraft } from '../walletSlice';
import { CheckIcon } from './walletIcons';
import { DetailTable, type DetailLine } from './DetailTable';
import { WalletPopup } from './WalletPopup';
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
  const url = useAppSelector(selectPreviewImage);
  if (!url) return null;
  return (
    <WalletPopup title={t('Payment Slip')} width={640} closed={walletActions.imagePreviewClosed}>
      <Preview src={url} alt={t('Your payment slip')} />
    </WalletPopup>
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
    <WalletPopup title={t('Confirm Withdrawal')} width={400} closed={walletActions.withdrawCancelled}>
      <Summary lines={lines} />
      <Buttons>
        <Button type="button" $variant="ghost" onClick={() => dispatch(walletActions.withdrawCancelled())}>
          {t('Cancel')}
        </Button>
        <Button type="button" $variant="secondary" disabled={submitting} onClick={() => dispatch(walletActions.withdrawConfirmed())}>
          {t('Confirm')}
        </Button>
      </Buttons>
    </WalletPopup>
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
  const open = useAppSelector(selectDeletedPopupOpen);
  if (!open) return null;
  return (
    <WalletPopup title={t(MSG.deleted)} width={340} closed={walletActions.deletedPopupClosed}>
      <Done role="status">
        <span>
          <CheckIcon size={30} />
        </span>
        <p>{t(MSG.bankDeleted)}</p>
      </Done>
    </WalletPopup>
  );
}
