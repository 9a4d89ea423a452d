// The match-odds block's Cashout (spec §2, §4): only on markets with fewer than 3 runners.
// It shows what cashing out is worth now ("Cashout ₹X", green when the player keeps a profit, red
// when it locks in a loss), worked out from their bets and the prices on the page as they move;
// pressing it fills the slip with the hedge, or says '❌ No exact cashout possible.' when none fits
// the window, the cap or the stake limits.
import { useMemo } from 'react';
import styled from 'styled-components';
import { formatRupees } from '../../domain/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useClickedEvent } from '../market';
import { useMatchOddsMarket, useGetStackLimitQuery, type MatchOddsArgs } from '../sports';
import { cashoutRequested, selectIsPlacing } from './betslipSlice';
import { cashoutSlip } from './cashout';
import { useLastBets } from './useMyBets';
import { useT } from '../../i18n/runtime';

const Button = styled.button<{ $tone: 'profit' | 'loss' | 'none' }>`
  min-height: 30px;
  padding: 0 14px;
  border: 0;
  border-radius: 4px;
  background: ${({ theme, $tone }) => ($tone === 'profit' ? theme.colors.profit : $tone === 'loss' ? theme.colors.loss : theme.colors.accent)};
  color: ${({ theme, $tone }) => ($tone === 'none' ? theme.colors.header : '#fff')};
  font-size: 12.5px;
  font-weight: 800;
  letter-spacing: 0.03em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  position: relative;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.65;
    cursor: progress;
  }
  /* A 40 px hit area inside the 36 px title bar. */
  &::after {
    content: '';
    position: absolute;
    inset: -5px -2px;
  }
`;

export function CashoutButton({ args }: { args: MatchOddsArgs }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const event = useClickedEvent();
  const market = useMatchOddsMarket(args);
  const rows = useLastBets(event.gameId);
  const { data: settings } = useGetStackLimitQuery();
  const placing = useAppSelector(selectIsPlacing);
  // Re-worked on every price the page shows: the value is the one pressing would fill the slip with.
  const value = useMemo(
    () => (market && rows.length > 0 ? (cashoutSlip(rows, market, event, settings)?.value ?? null) : null),
    [market, rows, event, settings],
  );
  const runners = market?.runners.length ?? 0;
  if (runners === 0 || runners >= 3) return null;
  const tone = value === null ? 'none' : value >= 0 ? 'profit' : 'loss';
  return (
    <Button
      type="button"
      $tone={tone}
      disabled={placing}
      aria-label={value === null ? t('Cashout') : t('Cashout {{amount}}', { amount: formatRupees(value) })}
      onClick={() => dispatch(cashoutRequested({ event, marketId: args.marketId }))}
    >
      {value === null ? t('Cashout') : t('Cashout {{amount}}', { amount: formatRupees(value) })}
    </Button>
  );
}
