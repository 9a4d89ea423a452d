// A list of events under a heading with the 1 / X / 2 columns (back and lay under each), or the
// words 'No Record Found' when there is nothing to show.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { SportEvent } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import { useIsMobile } from '../../ui/useIsMobile';
import { useNow } from '../../ui/useNow';
import { EventRow, LIST_COLUMNS } from './EventRow';
import { hasStarted } from './eventRows';
import { useGetStackLimitQuery } from './sportsApi';
import { DEFAULT_ODDS_WINDOW, type OddsWindow } from '../../domain/betting/priceTap';
import { resolveOddsWindow } from '../../domain/betting/stakeLimits';
import { useT } from '../../i18n/runtime';

const Section = styled.section`
  margin-bottom: 10px;
  border-radius: 4px;
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: ${LIST_COLUMNS};
  align-items: end;
  background: ${({ theme }) => theme.colors.tab};
  color: ${({ theme }) => theme.colors.headerText};
  h2 {
    margin: 0;
    padding: 8px 10px;
    font-size: 15px;
    display: flex;
    align-items: center;
    gap: 6px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(6, 1fr);
    h2 {
      grid-column: 1 / -1;
    }
  }
`;

const Column = styled.span`
  grid-column: span 2;
  display: grid;
  grid-template-columns: 1fr 1fr;
  text-align: center;
  font-weight: 700;
  padding-bottom: 4px;
  b {
    grid-column: 1 / -1;
    font-size: 14px;
  }
  small {
    font-size: 10px;
    font-weight: 600;
    opacity: 0.85;
    text-transform: uppercase;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.p`
  margin: 0;
  padding: 18px 10px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  heading: React.ReactNode;
  label: string;
  events: readonly SportEvent[];
  showSport?: boolean;
  loading?: boolean;
}

export function EventList({ heading, label, events, showSport, loading }: Props) {
  const mobile = useIsMobile();
  const now = useNow();
  const { data: settings } = useGetStackLimitQuery();
  // One window object per game while the settings stay the same, so a list poll leaves unchanged rows
  // (memoised) alone.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache whenever the settings change
  const windows = useMemo(() => new Map<string, OddsWindow>(), [settings]);
  const windowOf = (event: SportEvent): OddsWindow => {
    let found = windows.get(event.gameId);
    if (!found) {
      found = settings ? resolveOddsWindow({ sportId: Number(event.eid), gameId: event.gameId }, settings) : DEFAULT_ODDS_WINDOW;
      windows.set(event.gameId, found);
    }
    return found;
  };
  const t = useT();
  return (
    <Section aria-label={label}>
      <Head>
        <h2>{heading}</h2>
        {['1', 'X', '2'].map((column) => (
          <Column key={column} aria-hidden="true">
            <b>{column}</b>
            <small>{t('Back')}</small>
            <small>{t('Lay')}</small>
          </Column>
        ))}
      </Head>
      {events.length > 0 ? (
        <Rows>
          {events.map((event) => (
            <EventRow
              key={event.gameId}
              event={event}
              oddsWindow={windowOf(event)}
              started={hasStarted(event, now)}
              mobile={mobile}
              showSport={showSport}
            />
          ))}
        </Rows>
      ) : (
        <Empty role={loading ? 'status' : undefined}>{loading ? t('Loading…') : t(MSG.noRecordFound)}</Empty>
      )}
    </Section>
  );
}
