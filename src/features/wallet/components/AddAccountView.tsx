// Add Account (spec §2, §5): UPI or Bank, Save; the listener checks, saves and returns to the list.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ActionForm } from '../../../ui/ActionForm';
import { Button } from '../../../ui/Button';
import { walletActions, selectNewAccount } from '../walletSlice';
import { BackTitle } from './BackTitle';
import { Card } from './walletUi';
import { PayoutFieldsForm } from './PayoutFieldsForm';
import { useT } from '../../../i18n/runtime';

export function AddAccountView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { method, fields, saving } = useAppSelector(selectNewAccount);
  return (
    <Card aria-labelledby="add-account-title" style={{ maxWidth: 560, margin: '0 auto' }}>
      <BackTitle id="add-account-title" back="savedBanks" backLabel={t('Back to saved accounts')}>
        {t('Add Account')}
      </BackTitle>
      <ActionForm onSubmit={() => dispatch(walletActions.accountSaveClicked())}>
        <PayoutFieldsForm
          method={method}
          fields={fields}
          onMethod={(next) => dispatch(walletActions.newAccountMethodChosen(next))}
          onField={(field, value) => dispatch(walletActions.newAccountFieldChanged({ field, value }))}
        />
        <Button type="submit" $variant="secondary" $block disabled={saving}>
          {saving ? t('Saving…') : t('Save')}
        </Button>
      </ActionForm>
    </Card>
  );
}
