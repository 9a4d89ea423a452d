// Cricket, Tennis and Football (spec §2): the same rows as home under a 'Game' heading, with that
// sport's events in play, today and tomorrow, and the slip beside the list (desktop) or as a modal
// (phones) for a tapped price. The router passes the sport id.
import { ListSlipColumn, ListSlipModal, ListWithSlipLayout } from '../../app/listSlip';
import type { Eid } from '../../domain/contract/sports';
import { useIsMobile } from '../../ui/useIsMobile';
import { SportIcon } from '../../ui/SportIcons';
import { EventList } from './EventList';
import { eventsOfSport } from './eventRows';
import { Page } from './listStyles';
import { LIST_POLL_MS, sportByEid } from './sportsCatalog';
import { useGetInPlaySportEventsQuery } from './sportsApi';
import { useT } from '../../i18n/runtime';

export default function SportPage({ sportId }: { sportId: number }) {
  const t = useT();
  const eid = String(sportId) as Eid;
  const { data, isLoading } = useGetInPlaySportEventsQuery(undefined, { pollingInterval: LIST_POLL_MS });
  const name = t(sportByEid(eid)?.name ?? 'Game');
  const mobile = useIsMobile();
  const list = (
    <EventList
      label={t('{{sport}} events', { sport: name })}
      heading={
        <>
          <SportIcon eid={eid} size={18} /> {t('Game')}
        </>
      }
      events={eventsOfSport(data, eid)}
      loading={isLoading}
    />
  );
  return (
    <Page>
      {mobile ? (
        <>
          {list}
          <ListSlipModal />
        </>
      ) : (
        <ListWithSlipLayout>
          {list}
          <ListSlipColumn />
        </ListWithSlipLayout>
      )}
    </Page>
  );
}
