// The withdraw view (spec §2, §4, §5): withdrawable amount, amount, UPI or Bank with its fields,
// Continue to Withdraw (the listener checks, then the confirmation dialog asks).
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatRupees } from '../../../domain/money';
import { WITHDRAW_MIN } from '../../../domain/constants';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { walletActions, selectWithdrawDraft } from '../walletSlice';
import { useWithdrawable } from '../useWalletData';
import { Columns, Money, Muted } from './walletUi';
import { StepCard } from './StepCard';
import { BankIcon, ChevronRightIcon } from './walletIcons';
import { PayoutFieldsForm } from './PayoutFieldsForm';
import { RupeeField } from './RupeeField';
import { useT } from '../../../i18n/runtime';

const Available = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 10px;
  margin-bottom: 14px;
  padding: 12px 14px;
  border-radius: 8px;
  background: #f1f8f3;
  border: 1px solid #cfe8d6;
  span {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${Money} {
    font-size: 20px;
  }
`;

const SavedLink = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  margin-top: 14px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: #f6f9fb;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  strong {
    display: block;
  }
  > span {
    flex: 1;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function WithdrawView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectWithdrawDraft);
  const { amount: available } = useWithdrawable();

  return (
    <ActionForm onSubmit={() => dispatch(walletActions.withdrawContinueClicked())}>
      <Columns>
        <StepCard id="withdraw-amount-title" step={1} title={t('Amount')}>
          <Available>
            <span>{t('Withdrawable amount')}</span>
            <Money $tone="profit">{available === undefined ? '…' : formatRupees(available)}</Money>
          </Available>
          <RupeeField
            label={t('Withdraw amount')}
            name="withdrawAmount"
            hint={t('Minimum {{amount}}', { amount: `₹${WITHDRAW_MIN}` })}
            value={draft.amount}
            onChange={(event) => dispatch(walletActions.withdrawAmountChanged(event.target.value))}
          />
          <SavedLink type="button" onClick={() => dispatch(walletActions.viewChosen('savedBanks'))}>
            <BankIcon size={22} />
            <span>
              <strong>{t('Saved accounts')}</strong>
              <Muted>{t('Withdraw to an account you saved before, or add one')}</Muted>
            </span>
            <ChevronRightIcon />
          </SavedLink>
        </StepCard>
        <StepCard id="withdraw-account-title" step={2} title={t('Where to send it')}>
          <PayoutFieldsForm
            method={draft.method}
            fields={draft.fields}
            onMethod={(method) => dispatch(walletActions.withdrawMethodChosen(method))}
            onField={(field, value) => dispatch(walletActions.withdrawFieldChanged({ field, value }))}
          />
          <Button type="submit" $variant="secondary" $block disabled={draft.submitting}>
            {draft.submitting ? t('Sending…') : t('Continue to Withdraw')}
          </Button>
        </StepCard>
      </Columns>
    </ActionForm>
  );
}
