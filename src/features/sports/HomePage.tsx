// Home (spec §2): on desktop the events in play, one section per sport, with the Place Bet column on
// the right; on mobile (< 768 px) sport tabs, cricket first, each listing that sport's events in play,
// today and tomorrow, and the slip as a modal. A tapped price opens the slip without leaving the list.
import { useState } from 'react';
import { ListSlipColumn, ListSlipModal, ListWithSlipLayout } from '../../app/listSlip';
import type { Eid } from '../../domain/contract/sports';
import { MSG } from '../../domain/messages';
import { SportIcon } from '../../ui/SportIcons';
import { useIsMobile } from '../../ui/useIsMobile';
import { EventList } from './EventList';
import { eventsOfSport, inPlayOfSport } from './eventRows';
import { MobileSportTabs } from './MobileSportTabs';
import { LIST_POLL_MS, SPORTS_WITH_DATA, sportByEid } from './sportsCatalog';
import { useGetInPlaySportEventsQuery } from './sportsApi';
import { EmptyNotice, Page, PageTitle } from './listStyles';
import { useT } from '../../i18n/runtime';

function DesktopInPlay() {
  const { data, isLoading } = useGetInPlaySportEventsQuery(undefined, { pollingInterval: LIST_POLL_MS });
  const sections = SPORTS_WITH_DATA.map((sport) => ({ sport, events: inPlayOfSport(data, sport.eid) }));
  const any = sections.some((s) => s.events.length > 0);
  const t = useT();
  return (
    <ListWithSlipLayout>
      <div>
        <PageTitle>{t('In Play')}</PageTitle>
        {!any && <EmptyNotice role={isLoading ? 'status' : undefined}>{isLoading ? t('Loading…') : t(MSG.noRecordFound)}</EmptyNotice>}
        {sections
          .filter((s) => s.events.length > 0)
          .map(({ sport, events }) => (
            <EventList
              key={sport.eid}
              label={t('{{sport}} in play', { sport: t(sport.name) })}
              heading={
                <>
                  <SportIcon eid={sport.eid} size={18} /> {t(sport.name)}
                </>
              }
              events={events}
            />
          ))}
      </div>
      <ListSlipColumn />
    </ListWithSlipLayout>
  );
}

function MobileHome() {
  const [eid, setEid] = useState<Eid>('4');
  const { data, isLoading } = useGetInPlaySportEventsQuery(undefined, { pollingInterval: LIST_POLL_MS });
  const sport = sportByEid(eid);
  const t = useT();
  return (
    <>
      <MobileSportTabs selected={eid} onSelect={setEid} panelId="home-sport-panel" />
      <div id="home-sport-panel" role="tabpanel" aria-label={sport && t(sport.name)}>
        <EventList
          label={t('{{sport}} events', { sport: sport ? t(sport.name) : '' })}
          heading={t('Game')}
          events={eventsOfSport(data, eid)}
          loading={isLoading}
        />
      </div>
      <ListSlipModal />
    </>
  );
}

export default function HomePage() {
  return <Page>{useIsMobile() ? <MobileHome /> : <DesktopInPlay />}</Page>;
}
