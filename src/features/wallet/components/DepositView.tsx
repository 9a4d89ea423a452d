// The deposit view (spec §2, §4, §5): the amount, where to pay, the slip, the transaction id, Submit
// Request. It opens with the rules popup; before the amount is accepted it asks for the amount. Once
// the slip is read, the amount it shows is checked against the amount typed, under the amount field.
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MSG } from '../../../domain/messages';
import { formatRupees } from '../../../domain/money';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { walletActions, selectDepositDraft, selectOcr } from '../walletSlice';
import { Card, Columns, Muted, Stack } from './walletUi';
import { StepCard } from './StepCard';
import { InfoIcon } from './walletIcons';
import { MerchantDetails } from './MerchantDetails';
import { SlipUpload } from './SlipUpload';
import { RupeeField } from './RupeeField';
import { useT } from '../../../i18n/runtime';

const RulesLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-left: auto;
  padding: 4px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 13px;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: #e8f3fb;
  }
`;

const Note = styled.p<{ $tone: 'ok' | 'warn' }>`
  margin: -6px 0 12px;
  font-size: 12.5px;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.profit : '#9a5b00')};
`;

const Start = styled(Card)`
  text-align: center;
  padding: 28px 16px;
  p {
    margin: 0 0 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The typed amount against the amount read from the slip (nothing until a slip shows one). */
function AmountCheck({ typed }: { typed: string }) {
  const t = useT();
  const { amount: read } = useAppSelector(selectOcr);
  if (read === null) return null;
  if (Number(typed) === read)
    return (
      <Note $tone="ok" role="status">
        {t('Matches the {{amount}} on your slip.', { amount: formatRupees(read) })}
      </Note>
    );
  return (
    <Note $tone="warn" role="alert">
      {t('Your slip shows {{read}}, not the {{typed}} you entered: check the amount before you submit.', {
        read: formatRupees(read),
        typed: formatRupees(Number(typed) || 0),
      })}
    </Note>
  );
}

function OcrNote() {
  const t = useT();
  const { outcome } = useAppSelector(selectOcr);
  if (outcome === 'found') return <Note $tone="ok">{t('Read from your slip: please check it matches your payment.')}</Note>;
  if (outcome === 'notFound') return <Note $tone="warn">{t(MSG.utrNotFound)}</Note>;
  if (outcome === 'failed') return <Note $tone="warn">{t(MSG.utrExtractError)}</Note>;
  return null;
}

export function DepositView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDepositDraft);

  if (!draft.amountAccepted) {
    return (
      <Start>
        <p>{t('Choose how much you want to deposit.')}</p>
        <Button type="button" onClick={() => dispatch(walletActions.amountPopupOpened())}>
          {t('Enter Amount')}
        </Button>
      </Start>
    );
  }
  return (
    <ActionForm onSubmit={() => dispatch(walletActions.depositSubmitClicked())}>
      <Columns>
        <StepCard
          id="deposit-pay-title"
          step={1}
          title={t('Pay to this account')}
          aside={
            <RulesLink type="button" onClick={() => dispatch(walletActions.rulesOpened())}>
              <InfoIcon size={16} /> {t('Rules')}
            </RulesLink>
          }
        >
          <RupeeField
            label={t('Amount')}
            name="depositAmount"
            value={draft.amount}
            hint={t(MSG.depositRangeHint)}
            onChange={(event) => dispatch(walletActions.depositAmountChanged(event.target.value))}
          />
          <AmountCheck typed={draft.amount} />
          <MerchantDetails />
        </StepCard>
        <Stack>
          <StepCard id="deposit-slip-title" step={2} title={t('Upload the payment slip')}>
            <SlipUpload />
          </StepCard>
          <StepCard id="deposit-utr-title" step={3} title={t('Transaction id')}>
            <TextField
              label={t('Transaction Id (UTR)')}
              name="utr"
              autoComplete="off"
              inputMode="numeric"
              placeholder={t('12-digit UTR number')}
              value={draft.utr}
              onChange={(event) => dispatch(walletActions.utrChanged(event.target.value))}
            />
            <OcrNote />
            <Button type="submit" $block disabled={draft.submitting}>
              {draft.submitting ? t('Sending…') : t('Submit Request')}
            </Button>
            <Muted style={{ marginTop: 10, textAlign: 'center' }}>{t('Your balance is credited once the payment is verified.')}</Muted>
          </StepCard>
        </Stack>
      </Columns>
    </ActionForm>
  );
}
