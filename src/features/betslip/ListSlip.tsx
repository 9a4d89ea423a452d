// The slip beside an event list (in play, a sport's list): a price tapped in a row opens it without
// leaving the list. Desktop: a Place Bet column beside the list; phones: the slip modal. While a
// match-odds slip is open its event's odds are polled as the match page polls them, so the slip's
// live price, its checks and the placement read the prices of the moment.
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { ODDS_POLL_MS } from '../../domain/constants';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/runtime';
import { useCheckGetMatchOddsQuery } from '../sports';
import { BetSlip } from './BetSlip';
import { BetSlipModal } from './BetSlipModal';
import { selectSlip } from './betslipSlice';
import { sideColumnLayout } from '../../ui/sideColumnLayout';

const Column = styled.section`
  position: sticky;
  top: 96px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 4px;
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  h2 {
    margin: 0;
    padding: 0 12px;
    min-height: 38px;
    display: flex;
    align-items: center;
    font-size: 14px;
    background: ${({ theme }) => theme.colors.header};
    color: ${({ theme }) => theme.colors.headerText};
  }
`;

/** Two columns on desktop: the list, and the slip at a fixed width on its right. */
export const ListWithSlipLayout = styled.div`
  ${sideColumnLayout(320, 290)}
`;

function useSlipOdds(): void {
  const slip = useAppSelector(selectSlip);
  const args = slip?.marketKind === 'Matchodds' ? { marketId: slip.marketId, eventId: slip.event.gameId } : skipToken;
  useCheckGetMatchOddsQuery(args, { pollingInterval: ODDS_POLL_MS });
}

export function ListSlipColumn() {
  useSlipOdds();
  const t = useT();
  return (
    <Column aria-label={t('Place Bet')}>
      <h2>{t('Place Bet')}</h2>
      <BetSlip />
    </Column>
  );
}

export function ListSlipModal() {
  useSlipOdds();
  return <BetSlipModal />;
}
