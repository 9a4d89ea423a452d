// Edit Stake (spec §5): the four quick-add amounts, digits only, all required.
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { walletActions, selectStakePopupOpen } from '../walletSlice';
import { useWalletStakes } from '../useWalletData';
import { digitsOnly, type StakeValues } from '../walletValidation';
import { WalletPopup } from './WalletPopup';
import { useT } from '../../../i18n/runtime';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 12px;
`;

function StakeForm({ saved }: { saved: number[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<StakeValues>(saved.map(String) as StakeValues);
  const edit = (index: number, typed: string) =>
    setValues((previous) => previous.map((value, i) => (i === index ? digitsOnly(typed, 8) : value)) as StakeValues);
  return (
    <ActionForm onSubmit={() => dispatch(walletActions.stakeSaveClicked({ values, saved }))}>
      <Grid>
        {values.map((value, index) => (
          <TextField
            key={index}
            label={t('Button {{number}}', { number: index + 1 })}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => edit(index, event.target.value)}
          />
        ))}
      </Grid>
      <Button type="submit" $variant="secondary" $block>
        {t('Save')}
      </Button>
    </ActionForm>
  );
}

export function EditStakePopup() {
  const t = useT();
  const open = useAppSelector(selectStakePopupOpen);
  const saved = useWalletStakes();
  if (!open) return null;
  return (
    <WalletPopup title={t('Edit Stake')} width={380} closed={walletActions.stakePopupClosed}>
      {/* Keyed by the saved values: the form starts again from them once they have loaded. */}
      <StakeForm key={saved.join(',')} saved={saved} />
    </WalletPopup>
  );
}
