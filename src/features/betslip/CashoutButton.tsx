// The match-odds block's Cashout (spec §2, §4): only on markets with fewer than 3 runners. It asks
// the cashout listener for the hedge, which fills the slip or says '❌ No exact cashout possible.'
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useClickedEvent } from '../match/MatchContext';
import { useRunnerCount } from '../match/useMatchOdds';
import type { MatchOddsArgs } from '../sports/sportsApi';
import { cashoutRequested, selectIsPlacing } from './betslipSlice';

const Button = styled.button`
  min-height: 30px;
  padding: 0 14px;
  border: 0;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
  font-size: 12.5px;
  font-weight: 800;
  letter-spacing: 0.03em;
  cursor: pointer;
  position: relative;
  &:hover:not(:disabled) { background: #ffc629; }
  /* A 40 px hit area inside the 36 px title bar. */
  &::after { content: ''; position: absolute; inset: -5px -2px; }
`;

export function CashoutButton({ args }: { args: MatchOddsArgs }) {
  const dispatch = useAppDispatch();
  const event = useClickedEvent();
  const runners = useRunnerCount(args);
  const placing = useAppSelector(selectIsPlacing);
  if (runners === 0 || runners >= 3) return null;
  return (
    <Button type="button" disabled={placing} onClick={() => dispatch(cashoutRequested({ event, marketId: args.marketId }))}>
      Cashout
    </Button>
  );
}
