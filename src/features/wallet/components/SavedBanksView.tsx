// Saved payout accounts (spec §2): a search box that filters them (holder, bank, UPI id, IFSC, the
// last digits), Remove, and 'Withdraw {amount} to Bank' on each, which waits for an amount; Add
// Account beside. Account numbers show only their last four digits.
import { useState } from 'react';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUserId } from '../../auth';
import { MSG } from '../../../domain/messages';
import type { SavedAccount } from '../../../domain/contract/wallet';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SearchIcon } from '../../../ui/icons';
import { useFetchSavedBKDetailsQuery } from '../walletApi';
import { walletActions, selectWithdrawDraft } from '../walletSlice';
import { BackTitle } from './BackTitle';
import { Card, Muted, Stack } from './walletUi';
import { BankIcon, PlusIcon, TrashIcon, UpiIcon } from './walletIcons';
import { maskAccountNumber } from '../walletFormat';
import { RupeeField } from './RupeeField';
import { useT, type TFunction } from '../../../i18n/runtime';

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 12px;
  align-items: end;
  > button {
    margin-bottom: 14px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Account = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: #ffffff;
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Who = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  strong {
    display: block;
    font-size: 15px;
  }
  span {
    display: block;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 100%;
    > button:last-child {
      flex: 1;
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const payoutOf = (account: SavedAccount) => ({
  method: account.paymentMethod === 'UPI' ? ('UPI' as const) : ('BANK' as const),
  fields: {
    accountHName: account.accountHName,
    accountNumber: account.accountNumber,
    IFSC: account.IFSC,
    UPIID: account.UPIID,
    phone: account.phone,
    bankName: account.BankName,
  },
});

function describe(account: SavedAccount, t: TFunction): string {
  return account.paymentMethod === 'UPI'
    ? `${t('UPI')} · ${account.UPIID}`
    : `${account.BankName} · ${t('A/c {{number}}', { number: maskAccountNumber(account.accountNumber) })} · ${account.IFSC}`;
}

/** Every word typed is found in the account's holder, bank, UPI id, IFSC or number. */
export function accountMatches(account: SavedAccount, search: string): boolean {
  const haystack = [account.accountHName, account.BankName, account.UPIID, account.IFSC, account.accountNumber, account.paymentMethod]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function SavedBanksView() {
  const t = useT();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const { amount } = useAppSelector(selectWithdrawDraft);
  const { data, isLoading } = useFetchSavedBKDetailsQuery(userId ?? skipToken);
  const [search, setSearch] = useState('');
  const all = data?.data ?? [];
  const accounts = all.filter((account) => accountMatches(account, search));
  const hasAmount = Number(amount) > 0;

  return (
    <Card aria-labelledby="saved-title">
      <BackTitle id="saved-title" back="withdraw" backLabel={t('Back to withdraw')}>
        {t('Saved accounts')}
      </BackTitle>
      <Top>
        <RupeeField
          label={t('Withdraw amount')}
          name="withdrawAmount"
          value={amount}
          onChange={(event) => dispatch(walletActions.withdrawAmountChanged(event.target.value))}
        />
        <TextField
          label={t('Search accounts')}
          type="search"
          icon={<SearchIcon />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="button" $variant="ghost" onClick={() => dispatch(walletActions.viewChosen('addAccount'))}>
          <PlusIcon /> {t('Add Account')}
        </Button>
      </Top>
      {isLoading && <Muted>{t('Loading…')}</Muted>}
      {!isLoading && all.length === 0 && <Muted>{t(MSG.noRecordFound)}</Muted>}
      {all.length > 0 && accounts.length === 0 && (
        <Muted role="status">{t('No saved account matches “{{search}}”', { search: search.trim() })}</Muted>
      )}
      {all.length > 0 && !hasAmount && <Muted role="status">{t('Enter the amount to withdraw, then choose the account.')}</Muted>}
      <Stack $gap={0}>
        <List aria-label={t('Saved accounts')}>
          {accounts.map((account) => (
            <Account key={account.SrNo}>
              {account.paymentMethod === 'UPI' ? <UpiIcon size={26} /> : <BankIcon size={26} />}
              <Who>
                <strong>{account.accountHName}</strong>
                <span>{describe(account, t)}</span>
              </Who>
              <Actions>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('Remove {{account}}', { account: describe(account, t) })}
                  onClick={() => dispatch(walletActions.accountRemoveClicked({ id: account.SrNo }))}
                >
                  <TrashIcon /> {t('Remove')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={!hasAmount}
                  onClick={() => dispatch(walletActions.savedAccountWithdrawClicked(payoutOf(account)))}
                >
                  {hasAmount ? t('Withdraw {{amount}} to Bank', { amount }) : t('Withdraw to Bank')}
                </Button>
              </Actions>
            </Account>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
