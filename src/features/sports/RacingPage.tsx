// Horse racing and greyhound racing: races come from Betfair (event types 7 and 4339), one market per
// race with many runners, so the page is not the 1 / X / 2 list of the other sports. It lists the
// meetings (the sport's series), each meeting's races by start time, and under each race its runners
// with their best back and lay prices; a race's name opens its race page (the match page), where the
// player bets on a runner.
import moment from 'moment';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Eid, MarketStatus, Series, SportEvent } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import { localDateTime } from '../../i18n/dates';
import { tk } from '../../i18n/keys';
import { useT } from '../../i18n/runtime';
import { SportIcon } from '../../ui/SportIcons';
import { byStartAscending, formatPrice } from './eventRows';
import { EmptyNotice, Page, PageTitle } from './listStyles';
import { matchPath, matchRouteState } from './matchLink';
import { LIST_POLL_MS, sportByEid } from './sportsCatalog';
import { useCheckGetMatchOddsQuery, useFetchEventsBySeriesIdQuery, useFetchSeriesBySportIdQuery } from './sportsApi';
import { ColumnHeads } from '../../ui/ColumnHeads';

const Meeting = styled.section`
  margin-bottom: 12px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  h2 {
    margin: 0;
    padding: 8px 10px;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.headerText};
    background: ${({ theme }) => theme.colors.tab};
  }
`;

const Race = styled.article`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  header {
    display: flex;
    align-items: baseline;
    gap: 10px;
    padding: 8px 10px;
  }
  h3 {
    margin: 0;
    font-size: 14px;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  time,
  .state {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Runners = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    padding: 2px 10px;
    font-size: 11px;
    font-weight: 600;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  td {
    padding: 5px 10px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.back,
  td.lay {
    width: 72px;
    text-align: center;
    font-weight: 700;
  }
  td.back {
    background: ${({ theme }) => theme.colors.back};
  }
  td.lay {
    background: ${({ theme }) => theme.colors.lay};
  }
`;

const STATE_TEXT: Record<MarketStatus, string> = { OPEN: '', SUSPENDED: tk('Suspended'), CLOSED: tk('Closed') };

function RaceCard({ event }: { event: SportEvent }) {
  const t = useT();
  const { market } = useCheckGetMatchOddsQuery(
    { marketId: event.marketId, eventId: event.gameId },
    { pollingInterval: LIST_POLL_MS, selectFromResult: ({ data }) => ({ market: data?.Odds[0] }) },
  );
  const state = market
    ? [market.inplay ? t('In play') : '', STATE_TEXT[market.status] && t(STATE_TEXT[market.status])].filter(Boolean).join(', ')
    : '';
  return (
    <Race aria-label={event.eventName}>
      <header>
        <h3>
          <Link to={matchPath(event)} state={matchRouteState(event)}>
            {event.eventName}
          </Link>
        </h3>
        <time dateTime={event.eventDate}>
          {localDateTime(new Date(event.eventDate), moment(event.eventDate).format('DD/MM/YYYY HH:mm'))}
        </time>
        {state && <span className="state">{state}</span>}
      </header>
      {market && market.runners.length > 0 && (
        <Runners aria-label={t('{{race}} runners', { race: event.eventName })}>
          <ColumnHeads names={[t('Runner'), t('Back'), t('Lay')]} />
          <tbody>
            {market.runners.map((runner) => (
              <tr key={runner.selectionId}>
                <td>{runner.runnerName}</td>
                <td className="back">{formatPrice(runner.ex.availableToBack[0]?.price ?? 0)}</td>
                <td className="lay">{formatPrice(runner.ex.availableToLay[0]?.price ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </Runners>
      )}
    </Race>
  );
}

function MeetingRaces({ series }: { series: Series }) {
  const t = useT();
  const { data = [], isLoading } = useFetchEventsBySeriesIdQuery(series.seriesId, { pollingInterval: LIST_POLL_MS });
  const races = [...data].sort(byStartAscending);
  return (
    <Meeting aria-label={series.seriesName}>
      <h2>{series.seriesName}</h2>
      {isLoading && <EmptyNotice role="status">{t('Loading…')}</EmptyNotice>}
      {races.map((event) => (
        <RaceCard key={event.gameId} event={event} />
      ))}
    </Meeting>
  );
}

export default function RacingPage({ sportId }: { sportId: number }) {
  const eid = String(sportId) as Eid;
  const t = useT();
  const name = t(sportByEid(eid)?.name ?? tk('Racing'));
  const { data = [], isLoading } = useFetchSeriesBySportIdQuery(sportId, { pollingInterval: LIST_POLL_MS });
  return (
    <Page>
      <PageTitle>
        <SportIcon eid={eid} size={18} /> {name}
      </PageTitle>
      {data.length === 0 && (
        <EmptyNotice role={isLoading ? 'status' : undefined}>{isLoading ? t('Loading…') : t(MSG.noRecordFound)}</EmptyNotice>
      )}
      {data.map((series) => (
        <MeetingRaces key={series.seriesId} series={series} />
      ))}
    </Page>
  );
}
