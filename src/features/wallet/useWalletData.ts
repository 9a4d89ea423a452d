// The server data the wallet views share, read from the RTK Query cache.
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { selectLoginInfo } from '../auth';
import { useBalanceQuery } from './walletApi';
import { DEFAULT_WALLET_STAKES } from '../../domain/constants';
import { useFetchDepositRequestQuery, useFetchStakeButtonQuery } from './walletApi';
import { selectHistory } from './walletSlice';

/** The balance the player may withdraw: the header's balance after exposure (expo1). */
export function useWithdrawable(): { amount: number | undefined; loading: boolean } {
  const user = useAppSelector(selectLoginInfo);
  const { data, isLoading } = useBalanceQuery(user ? { userId: user.Id, selfUser: user.selfUser } : skipToken);
  return { amount: data?.mainBalanceafterExpo, loading: isLoading };
}

/** The four quick-add amounts, the defaults until the player's own have loaded. */
export function useWalletStakes(): number[] {
  const user = useAppSelector(selectLoginInfo);
  const { data } = useFetchStakeButtonQuery(user ? user.Id : skipToken);
  const saved = data?.data?.[0];
  return saved ? [saved.btn1, saved.btn2, saved.btn3, saved.btn4] : [...DEFAULT_WALLET_STAKES];
}

/** The history under the applied filter: whole days, 00:00:01 to 23:59:59 (spec §7). */
export function useWalletHistory() {
  const user = useAppSelector(selectLoginInfo);
  const { filter } = useAppSelector(selectHistory);
  const arg =
    user && filter
      ? { userId: user.Id, fromDate: `${filter.fromDate} 00:00:01`, toDate: `${filter.toDate} 23:59:59`, status: filter.statuses.join(',') }
      : skipToken;
  return { filter, ...useFetchDepositRequestQuery(arg) };
}
