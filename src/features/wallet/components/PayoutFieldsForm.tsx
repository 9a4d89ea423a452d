// UPI or Bank, and the account fields each needs: shared by the withdraw view and Add Account.
import { TextField } from '../../../ui/TextField';
import type { PayoutFields, PayoutMethod } from '../walletValidation';
import { Pill, PillGroup } from './walletUi';
import { BankIcon, UpiIcon } from './walletIcons';
import { useT } from '../../../i18n/runtime';

interface Props {
  method: PayoutMethod;
  fields: PayoutFields;
  onMethod: (method: PayoutMethod) => void;
  onField: (field: keyof PayoutFields, value: string) => void;
}

export function PayoutFieldsForm({ method, fields, onMethod, onField }: Props) {
  const t = useT();
  const field = (name: keyof PayoutFields, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      name={name}
      value={fields[name]}
      autoComplete="off"
      maxLength={60}
      {...extra}
      onChange={(event) => onField(name, event.target.value)}
    />
  );
  return (
    <>
      <PillGroup role="radiogroup" aria-label={t('Withdraw method')}>
        <Pill role="radio" aria-checked={method === 'UPI'} $on={method === 'UPI'} onClick={() => onMethod('UPI')}>
          <UpiIcon /> {t('UPI')}
        </Pill>
        <Pill role="radio" aria-checked={method === 'BANK'} $on={method === 'BANK'} onClick={() => onMethod('BANK')}>
          <BankIcon /> {t('Bank')}
        </Pill>
      </PillGroup>
      {field('accountHName', t('Account holder name'), { autoComplete: 'name' })}
      {method === 'UPI' ? (
        field('UPIID', t('UPI ID'), { placeholder: t('e.g. {{example}}', { example: 'name@bank' }), autoCapitalize: 'none' })
      ) : (
        <>
          {field('accountNumber', t('Account number'), { inputMode: 'numeric' })}
          {field('IFSC', t('IFSC code'), { placeholder: t('e.g. {{example}}', { example: 'SBIN0001234' }), autoCapitalize: 'characters' })}
          {field('bankName', t('Bank name'))}
        </>
      )}
      {field('phone', t('Phone number'), { inputMode: 'numeric', autoComplete: 'tel' })}
    </>
  );
}
