// The menu's lower levels: a sport's series (loaded when the sport opens) and a series' events
// (loaded when the series opens). An event opens its match page with its flags and a refetch request.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MSG } from '../../domain/messages';
import { useT } from '../../i18n/runtime';
import { List, Note } from './menuStyles';
import { MenuToggle } from './MenuToggle';
import { matchPath, matchRouteState } from './matchLink';
import { useFetchEventsBySeriesIdQuery, useFetchSeriesBySportIdQuery } from './sportsApi';

const EventLink = styled(Link)`
  display: block;
  padding: 7px 10px 7px 54px;
  font-size: 13px;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  background: #eef4fa;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:hover {
    text-decoration: underline;
    background: #e1ecf6;
  }
`;

function Status({ loading, empty }: { loading: boolean; empty: boolean }) {
  const t = useT();
  if (loading) return <Note role="status">{t('Loading…')}</Note>;
  return empty ? <Note>{t(MSG.noRecordFound)}</Note> : null;
}

export function SeriesList({ id, sportId, name }: { id: string; sportId: number; name: string }) {
  const t = useT();
  const { data = [], isFetching } = useFetchSeriesBySportIdQuery(sportId, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <List id={id} aria-label={t('{{sport}} series', { sport: t(name) })}>
      <Status loading={isFetching && data.length === 0} empty={!isFetching && data.length === 0} />
      {data.map((series) => {
        const expanded = open === series.seriesId;
        return (
          <li key={series.seriesId}>
            <MenuToggle
              level={1}
              expanded={expanded}
              controls={`menu-series-${series.seriesId}`}
              onToggle={() => setOpen(expanded ? null : series.seriesId)}
            >
              {series.seriesName}
            </MenuToggle>
            {expanded && <SeriesEvents id={`menu-series-${series.seriesId}`} seriesId={series.seriesId} name={series.seriesName} />}
          </li>
        );
      })}
    </List>
  );
}

function SeriesEvents({ id, seriesId, name }: { id: string; seriesId: number; name: string }) {
  const t = useT();
  const { data = [], isFetching } = useFetchEventsBySeriesIdQuery(seriesId, { refetchOnMountOrArgChange: true });
  return (
    <List id={id} aria-label={t('{{series}} events', { series: name })}>
      <Status loading={isFetching && data.length === 0} empty={!isFetching && data.length === 0} />
      {data.map((event) => (
        <li key={event.gameId}>
          <EventLink to={matchPath(event)} state={matchRouteState(event, true)}>
            {event.eventName}
          </EventLink>
        </li>
      ))}
    </List>
  );
}
