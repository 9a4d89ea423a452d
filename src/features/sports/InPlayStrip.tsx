// The strip above the tabs (spec §2, §4): up to 5 in-play events picked at random, each opening its
// match page. The pick is redrawn only when the set of events in play changes, not on every price
// refresh, so the strip does not jump under the player's finger.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RANDOM_STRIP_SIZE } from '../../domain/constants';
import { SportIcon } from '../../ui/SportIcons';
import { allSportsSorted, shuffled } from './eventRows';
import { matchPath, matchRouteState } from './matchLink';
import { LIST_POLL_MS } from './sportsCatalog';
import { useGetInPlaySportEventsQuery } from './sportsApi';
import { useT } from '../../i18n/runtime';

const Strip = styled.nav`
  display: flex;
  gap: 6px;
  padding: 6px 8px;
  overflow-x: auto;
  scrollbar-width: thin;
  background: #0b2131;
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
`;

const Item = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 260px;
  min-height: 32px;
  padding: 4px 12px 4px 8px;
  border-radius: 16px;
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  font-size: 13px;
  text-decoration: none;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    flex: none;
    border-radius: 50%;
    background: #2ee06f;
    box-shadow: 0 0 0 3px rgba(46, 224, 111, 0.25);
  }
`;

export default function InPlayStrip() {
  const t = useT();
  const { events } = useGetInPlaySportEventsQuery(undefined, {
    pollingInterval: LIST_POLL_MS,
    selectFromResult: ({ data }) => ({ events: data?.sportsEventModelInPlay }),
  });
  const all = useMemo(() => allSportsSorted(events), [events]);
  const key = all.map((e) => e.gameId).join(',');
  // Keyed on the set of games: redrawn when it changes, not on a price tick (a poll's new `all` with
  // the same games keeps the shuffle the player is looking at).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `all` on purpose (above)
  const picked = useMemo(() => shuffled(all).slice(0, RANDOM_STRIP_SIZE), [key]);
  if (picked.length === 0) return null;
  return (
    <Strip aria-label={t('In-play events')}>
      {picked.map((event) => (
        <Item key={event.gameId} to={matchPath(event)} state={matchRouteState(event)}>
          <SportIcon eid={event.eid} size={16} />
          <span>{event.eventName}</span>
        </Item>
      ))}
    </Strip>
  );
}
