// One event in a list: name (a link to its match page, with the flags in the router state), start
// time, clock once started, fancy/bookmaker badges for cricket, and the 1 / X / 2 back-lay prices: a
// tap on one opens the slip for that runner beside the list (listPriceClicked; the slip decides).
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import type { ListColumn } from '../../domain/betting/listColumn';
import { priceInWindow, type OddsWindow } from '../../domain/betting/priceTap';
import type { BetSide } from '../../domain/betting/types';
import type { SportEvent } from '../../domain/contract/sports';
import { ClockIcon, MarketBadge, SportIcon } from '../../ui/SportIcons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { priceTapStates } from '../../ui/PriceButton';
import { formatEventDate, formatEventDateLong, formatPrice } from './eventRows';
import { listPriceClicked } from './listPriceClicked';
import { matchPath, matchRouteState } from './matchLink';
import { useT } from '../../i18n/runtime';

export const LIST_COLUMNS = 'minmax(0, 1fr) repeat(6, 56px)';

const Row = styled.li`
  display: grid;
  grid-template-columns: ${LIST_COLUMNS};
  align-items: stretch;
  min-height: 44px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    background: #f6f9fc;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(6, 1fr);
    padding-bottom: 6px;
  }
`;

const Info = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 6px 10px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-column: 1 / -1;
    padding: 8px 10px 6px;
  }
`;

const Name = styled(Link)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover strong {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  time {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Badges = styled.span`
  display: inline-flex;
  gap: 4px;
  margin-left: auto;
  flex: none;
`;

const Cell = styled.button<{ $side: 'back' | 'lay' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 3px 1px;
  padding: 0;
  border: 0;
  border-radius: 3px;
  font: inherit;
  font-weight: 700;
  font-size: 13px;
  background: ${({ theme, $side }) => ($side === 'back' ? theme.colors.back : theme.colors.lay)};
  color: #10212f;
  ${priceTapStates}
  /* Outside the betting window: muted, still readable; a tap says why (as on the match page). */
  &[data-muted] {
    background: ${({ theme }) => theme.colors.mutedPrice};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    min-height: 34px;
  }
`;

interface PriceProps {
  event: SportEvent;
  side: BetSide;
  price: number;
  column: ListColumn;
  oddsWindow: OddsWindow;
}

/** A price of the row: a tap opens the slip for that runner beside the list (no price, no tap). */
function Price({ event, side, price, column, oddsWindow }: PriceProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const muted = price > 0 && !priceInWindow('Matchodds', price, oddsWindow);
  return (
    <Cell
      type="button"
      $side={side}
      disabled={!price}
      data-muted={muted || undefined}
      aria-description={muted ? t('outside the betting window') : undefined}
      onClick={() => dispatch(listPriceClicked({ event, column, side, price }))}
    >
      <VisuallyHidden>{`${side === 'back' ? t('back') : t('lay')} ${column} `}</VisuallyHidden>
      {formatPrice(price)}
    </Cell>
  );
}

interface Props {
  event: SportEvent;
  /** The event's match-odds betting window (the operator's, per sport or game). */
  oddsWindow: OddsWindow;
  started: boolean;
  mobile: boolean;
  showSport?: boolean;
}

function EventRowView({ event, oddsWindow, started, mobile, showSport = false }: Props) {
  const cricket = event.eid === '4';
  const t = useT();
  return (
    <Row>
      <Info>
        {showSport && <SportIcon eid={event.eid} size={16} />}
        {started && <ClockIcon size={16} title={t('In play')} />}
        <Name to={matchPath(event)} state={matchRouteState(event)}>
          <strong>{event.eventName}</strong>
          <time dateTime={event.eventDate}>{mobile ? formatEventDateLong(event.eventDate) : formatEventDate(event.eventDate)}</time>
        </Name>
        {cricket && (
          <Badges>
            {event.Fancy === 1 && <MarketBadge text="F" color="#0a7a8a" title={t('Fancy')} />}
            {event.BookMaker === 1 && <MarketBadge text={t('BM')} color="#7a3aa8" title={t('Bookmaker')} />}
          </Badges>
        )}
      </Info>
      <Price event={event} oddsWindow={oddsWindow} side="back" price={event.back11} column="1" />
      <Price event={event} oddsWindow={oddsWindow} side="lay" price={event.lay11} column="1" />
      <Price event={event} oddsWindow={oddsWindow} side="back" price={event.back1} column="X" />
      <Price event={event} oddsWindow={oddsWindow} side="lay" price={event.lay1} column="X" />
      <Price event={event} oddsWindow={oddsWindow} side="back" price={event.back12} column="2" />
      <Price event={event} oddsWindow={oddsWindow} side="lay" price={event.lay12} column="2" />
    </Row>
  );
}

export const EventRow = memo(EventRowView);
