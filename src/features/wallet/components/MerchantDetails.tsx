// Where the player pays (spec §2 deposit view): the payment method choice, then the chosen merchant
// account with its QR code (served by our server) and a copy button per detail.
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { getRuntimeConfig } from '../../../app/runtimeConfig';
import { WALLET_PATHS, type MerchantAccount } from '../../../domain/contract/wallet';
import { MSG } from '../../../domain/messages';
import { useFetchActiveMerchantDetailsQuery } from '../walletApi';
import { walletActions, selectDepositDraft } from '../walletSlice';
import { Muted, Pill, PillGroup } from './walletUi';
import { BankIcon, UpiIcon } from './walletIcons';
import { CopyButton } from './CopyButton';
import { useT, type TFunction } from '../../../i18n/runtime';
import { tk } from '../../../i18n/keys';

const Details = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px;
  align-items: start;
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Qr = styled.figure`
  margin: 0;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #ffffff;
  text-align: center;
  img {
    display: block;
    width: 148px;
    height: 148px;
    margin: 0 auto;
    image-rendering: pixelated;
  }
  figcaption {
    margin-top: 4px;
    font-size: 11.5px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Rows = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  > div {
    padding: 8px 10px;
    border-radius: 8px;
    background: #f4f7fa;
  }
  dt {
    font-size: 11.5px;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
    margin: 2px 0 0;
    font-weight: 700;
    font-size: 14.5px;
    font-variant-numeric: tabular-nums;
    span {
      min-width: 0;
      overflow-wrap: anywhere;
    }
  }
`;

/** The merchant's own name for the method (its app's name), else ours in the player's language. */
function methodLabel(merchant: MerchantAccount, t: TFunction): string {
  return merchant.PaymentSubType || (merchant.PaymentType === 'UPI' ? t('UPI') : t('Bank Transfer'));
}

/** The detail rows; each label is an English key, translated where it is shown. */
function detailRows(merchant: MerchantAccount): Array<[string, string]> {
  const rows: Array<[string, string]> =
    merchant.PaymentType === 'UPI'
      ? [
          [tk('Name'), merchant.DisplayName],
          [tk('UPI ID'), merchant.UPIId],
        ]
      : [
          [tk('Account holder'), merchant.DisplayName],
          [tk('Account number'), merchant.AccountNumber],
          [tk('IFSC'), merchant.IFSC],
          [tk('Bank'), merchant.Bank],
        ];
  return rows.filter(([, value]) => value);
}

export function MerchantDetails() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { merchantId } = useAppSelector(selectDepositDraft);
  const { data, isLoading } = useFetchActiveMerchantDetailsQuery();
  // One array per answer, so the effect below runs when the list changes, not on every render.
  const merchants = useMemo(() => data?.data ?? [], [data]);
  const chosen = merchants.find((m) => m.id === merchantId);

  // The first method is chosen for the player, so the account to pay is always in view.
  useEffect(() => {
    if (!chosen && merchants.length > 0) dispatch(walletActions.merchantChosen(merchants[0].id));
  }, [chosen, merchants, dispatch]);

  if (isLoading) return <Muted>{t('Loading payment methods…')}</Muted>;
  if (merchants.length === 0) return <Muted>{t(MSG.noRecordFound)}</Muted>;
  return (
    <>
      <PillGroup role="radiogroup" aria-label={t('Payment method')}>
        {merchants.map((merchant) => (
          <Pill
            key={merchant.id}
            role="radio"
            aria-checked={merchant.id === merchantId}
            $on={merchant.id === merchantId}
            onClick={() => dispatch(walletActions.merchantChosen(merchant.id))}
          >
            {merchant.PaymentType === 'UPI' ? <UpiIcon /> : <BankIcon />}
            {methodLabel(merchant, t)}
          </Pill>
        ))}
      </PillGroup>
      {chosen && (
        <Details>
          {chosen.QRCode && (
            <Qr>
              <img
                src={getRuntimeConfig().apiBase + WALLET_PATHS.merchantQr(chosen.QRCode)}
                alt={t('QR code to pay {{name}}', { name: chosen.DisplayName })}
              />
              <figcaption>{t('Scan with any UPI app')}</figcaption>
            </Qr>
          )}
          <Rows aria-label={t('Account to pay')}>
            {detailRows(chosen).map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>
                  <span>{value}</span>
                  <CopyButton value={value} what={t(label)} />
                </dd>
              </div>
            ))}
          </Rows>
        </Details>
      )}
    </>
  );
}
