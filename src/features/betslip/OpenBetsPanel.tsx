// Open bets (docs/betting.md): per market of this event, the bets resting unmatched at the player's
// own price, each with Cancel (deleteUnmatchBet with its BetId: the stake leaves the exposure), and
// the matched bets still open. The unmatched list is polled every few seconds: the server matches a
// resting bet the moment the market reaches its price, and the panel then moves it to Matched.
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { MSG } from '../../domain/messages';
import type { BetRow, UnmatchedBetRow } from '../../domain/contract/bets';
import type { BetSide } from '../../domain/betting/types';
import { useAppSelector } from '../../app/hooks';
import { dataOnly } from '../../api/pollResult';
import { selectUserId } from '../auth';
import { MARKET_LABEL, rowOddsText, sideLabel } from './betLabels';
import { useDeleteUnmatchBetMutation, useFetchUnmatchedBetQuery } from './betslipApi';
import { useLastBets } from './useMyBets';
import { useT } from '../../i18n/runtime';

const NO_ROWS: UnmatchedBetRow[] = [];

/** How often the resting bets are read again while the page is open. */
export const OPEN_BETS_REFRESH_MS = 3_000;

const Panel = styled.section`
  margin-top: 10px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  font-size: 12.5px;
  h2 {
    margin: 0;
    padding: 8px 10px;
    font-size: 13px;
    background: ${({ theme }) => theme.colors.header};
    color: #fff;
  }
  h3 {
    margin: 0;
    padding: 6px 10px;
    font-size: 12px;
    background: ${({ theme }) => theme.colors.page};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    border-top: 1px solid rgba(0, 0, 0, 0.06);
    font-variant-numeric: tabular-nums;
  }
  li[data-tone='back'] {
    background: ${({ theme }) => theme.colors.backLight};
  }
  li[data-tone='lay'] {
    background: ${({ theme }) => theme.colors.layLight};
  }
  .what {
    flex: 1;
  }
  .state {
    font-size: 11px;
    font-weight: 800;
    text-transform: uppercase;
  }
  button {
    min-height: 32px;
    padding: 0 10px;
    border: 0;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.loss};
    color: #fff;
    font-weight: 800;
    cursor: pointer;
  }
  .empty {
    padding: 10px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface MarketGroup {
  marketId: string;
  name: string;
  unmatched: UnmatchedBetRow[];
  matched: BetRow[];
}

function byMarket(unmatched: readonly UnmatchedBetRow[], matched: readonly BetRow[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  const group = (marketId: string, name: string) => {
    const found = groups.get(marketId) ?? { marketId, name, unmatched: [], matched: [] };
    groups.set(marketId, found);
    return found;
  };
  for (const bet of unmatched) group(bet.marketId, bet.marketName).unmatched.push(bet);
  for (const row of matched) group(row.marketId, row.market === 'Fancy' ? row.selection : MARKET_LABEL[row.market]).matched.push(row);
  return [...groups.values()];
}

interface BetLine {
  key: string | number;
  tone: BetSide;
  /** Side, runner, stake and price: 'Back India 100 at 1.85'. */
  text: string;
  /** An unmatched bet's Cancel. */
  cancel?: { label: string; disabled: boolean; onClick: () => void };
}

/** One list of a market's bets (Unmatched, Matched): each line its state, then what the bet is. */
function BetList({ state, lines }: { state: string; lines: BetLine[] }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <ul aria-label={state}>
      {lines.map((line) => (
        <li key={line.key} data-tone={line.tone}>
          <span className="state">{state}</span>
          <span className="what">{line.text}</span>
          {line.cancel && (
            <button type="button" disabled={line.cancel.disabled} aria-label={line.cancel.label} onClick={line.cancel.onClick}>
              {t('Cancel')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function OpenBetsPanel({ eventId }: { eventId: string }) {
  const t = useT();
  const userId = useAppSelector(selectUserId);
  // Only the data: a poll that brings the same rows re-renders nothing (the odds tick the page enough).
  const { data: unmatched = NO_ROWS } = useFetchUnmatchedBetQuery(userId ? { userId, eventId } : skipToken, {
    pollingInterval: OPEN_BETS_REFRESH_MS,
    selectFromResult: dataOnly,
  });
  const matched = useLastBets(eventId).filter((row) => row.isSettlement === 2);
  const [cancel, cancelling] = useDeleteUnmatchBetMutation();
  const groups = byMarket(unmatched, matched);
  return (
    <Panel aria-label={t('Open bets')}>
      <h2>{t('Open bets')}</h2>
      {groups.length === 0 && <p className="empty">{t(MSG.noRecordFound)}</p>}
      {groups.map((market) => (
        <section key={market.marketId} aria-label={`${t('Open bets')}: ${t(market.name)}`}>
          <h3>{t(market.name)}</h3>
          <BetList
            state={t('Unmatched')}
            lines={market.unmatched.map((bet) => {
              const side = t(sideLabel('Matchodds', bet.type));
              return {
                key: bet.betId,
                tone: bet.type,
                text: `${side} ${bet.selection} ${bet.amountStake} ${t('at')} ${bet.oddsRequest}`,
                cancel: {
                  label: `${t('Cancel')} ${side} ${bet.selection} ${t('at')} ${bet.oddsRequest}`,
                  disabled: cancelling.isLoading || !userId,
                  onClick: () => userId && void cancel({ userId, BetId: bet.betId }),
                },
              };
            })}
          />
          <BetList
            state={t('Matched')}
            lines={market.matched.map((row) => ({
              key: row.id,
              tone: row.type,
              text: `${t(sideLabel(row.market, row.type))} ${row.selection} ${row.amountStake} ${t('at')} ${rowOddsText(row)}`,
            }))}
          />
        </section>
      ))}
    </Panel>
  );
}
