// The deposit amount popup (spec §2, §5): the amount, quick-add buttons that ADD to it, Edit Stake,
// Next (the listener checks it and opens the deposit view with the rules).
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { MSG } from '../../../domain/messages';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { walletActions, selectAmountPopupOpen, selectDepositDraft } from '../walletSlice';
import { useWalletStakes } from '../useWalletData';
import { wholeRupees } from '../walletFormat';
import { EditIcon } from './walletIcons';
import { RupeeField } from './RupeeField';
import { WalletPopup } from './WalletPopup';
import { useT } from '../../../i18n/runtime';

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin-bottom: 10px;
`;

const QuickButton = styled.button`
  min-height: 44px;
  border: 1px solid #b9d7ec;
  border-radius: 8px;
  background: #e8f3fb;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    background: #d6eaf8;
  }
`;

const EditStake = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 16px auto;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: #e8f3fb;
  }
`;

const Right = styled.div`
  display: flex;
`;

export function AmountPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAmountPopupOpen);
  const { amount } = useAppSelector(selectDepositDraft);
  const stakes = useWalletStakes();
  if (!open) return null;
  return (
    <WalletPopup title={t('Deposit Amount')} closed={walletActions.amountPopupClosed}>
      <ActionForm onSubmit={() => dispatch(walletActions.amountNextClicked())}>
        <RupeeField
          label={t('Deposit amount')}
          name="amount"
          placeholder={t('Enter amount')}
          hint={t(MSG.depositRangeHint)}
          value={amount}
          onChange={(event) => dispatch(walletActions.depositAmountChanged(event.target.value))}
        />
        <Quick role="group" aria-label={t('Add to the amount')}>
          {stakes.map((stake, index) => (
            <QuickButton
              key={index}
              type="button"
              aria-label={t('Add {{amount}}', { amount: `₹${wholeRupees(stake)}` })}
              onClick={() => dispatch(walletActions.quickAmountAdded(stake))}
            >
              +{wholeRupees(stake)}
            </QuickButton>
          ))}
        </Quick>
        <Right>
          <EditStake type="button" onClick={() => dispatch(walletActions.stakePopupOpened())}>
            <EditIcon size={16} /> {t('Edit Stake')}
          </EditStake>
        </Right>
        <Button type="submit" $block>
          {t('Next')}
        </Button>
      </ActionForm>
    </WalletPopup>
  );
}
