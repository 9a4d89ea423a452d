// The events and markets browser: sport → event → markets, each market with its status as players
// see it, what is matched, the house's worst case, its players and who moves its prices (the feed or a
// trader). A trader suspends or resumes a whole event or sport at once, with a reason (audited).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { marketBetsPage } from '../../app/adminLinks';
import { useMay } from '../session';
import { Badge, ErrorText, Field, Money, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { useBrowserQuery, useBulkControlMutation, type BrowserEvent, type BrowserMarket, type BulkTarget } from './eventsApi';

const SportHead = styled.header`
  flex-wrap: wrap;
  > div {
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
`;

const EventBox = styled.div`
  margin: 10px 0 0;
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 6px;
    padding: 8px 14px;
    background: #f8fafb;
    border-top: 1px solid #eef1f4;
  }
  h3 {
    margin: 0;
    font-size: 14px;
  }
`;

const statusTone = (s: BrowserMarket['status']) => (s === 'OPEN' ? 'ok' : s === 'SUSPENDED' ? 'bad' : 'muted');

const MARKET_COLUMNS: ReadonlyArray<ListColumn<BrowserMarket>> = [
  { label: 'Market', cell: (m) => <Link to={marketBetsPage(m.marketId)}>{m.name}</Link> },
  {
    label: 'Status',
    cell: (m) => (
      <Badge $tone={statusTone(m.status)} title={m.handSuspended ? 'Suspended by hand' : undefined}>
        {m.status}
        {m.handSuspended ? ' (by hand)' : ''}
      </Badge>
    ),
  },
  { label: 'Owner', cell: (m) => (m.owner === 'trader' ? 'Trader' : 'Feed') },
  { label: 'Matched', align: 'num', cell: (m) => <Money value={m.matched} /> },
  { label: 'Worst case', align: 'num', cell: (m) => <Money value={m.worstCase} signed /> },
  { label: 'Players', align: 'num', cell: (m) => m.players },
];

const BULK_ACTIONS = ['suspend', 'resume'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];
const ACTION_WORD: Record<BulkAction, string> = { suspend: 'Suspend', resume: 'Resume' };

export function EventsPage() {
  const { data, error, isFetching } = useBrowserQuery(undefined, { pollingInterval: 10_000 });
  const [control, { isLoading }] = useBulkControlMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const may = useMay('markets.control');

  const run = async (target: Omit<BulkTarget, 'reason'>, what: string) => {
    if (!reason.trim()) {
      setReasonError('Give a reason (1 to 500 characters).');
      return;
    }
    setReasonError(undefined);
    try {
      const done = await control({ ...target, reason: reason.trim() }).unwrap();
      toast.success(
        `${what}: ${done.markets.length} market${done.markets.length === 1 ? '' : 's'} ${target.action === 'suspend' ? 'suspended' : 'resumed'}.`,
      );
    } catch (e) {
      toast.error(serverMessage(e) ?? 'The change was not made.');
    }
  };

  /** Suspend and resume, for every market of a sport or of one event (the reason above goes with both). */
  const controlButtons = (
    target: Omit<BulkTarget, 'reason' | 'action'>,
    name: string,
    words: (action: BulkAction) => { text: string; label?: string },
  ) =>
    BULK_ACTIONS.map((action) => (
      <SmallButton
        key={action}
        type="button"
        $variant={action === 'suspend' ? 'reject' : undefined}
        disabled={isLoading}
        onClick={() => run({ ...target, action }, name)}
        aria-label={words(action).label}
      >
        {words(action).text}
      </SmallButton>
    ));

  const eventButtons = (e: BrowserEvent) => {
    if (!may) return false;
    const [suspend, resume] = controlButtons({ scope: 'events', id: e.eventId }, e.name, (action) => ({
      text: `${ACTION_WORD[action]} event`,
      label: `${ACTION_WORD[action]} event ${e.name}`,
    }));
    return (
      <span>
        {suspend} {resume}
      </span>
    );
  };

  return (
    <>
      <PageTitle>
        Events and markets <small>{isFetching ? 'loading…' : ''}</small>
      </PageTitle>
      {may && (
        <Panel style={{ marginBottom: 14 }}>
          <h2>Suspend or resume many markets at once</h2>
          <PanelBody>
            <Field
              label="Reason (staff only: players never see it)"
              value={reason}
              onValue={setReason}
              error={reasonError}
              maxLength={500}
              placeholder="e.g. integrity check, rain, result coming in"
            />
          </PanelBody>
        </Panel>
      )}
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The events could not be loaded.'}</ErrorText>}
      {data?.sports.length === 0 && <p>The feed offers no events now.</p>}
      {data?.sports.map((sport) => (
        <Panel key={sport.sportId} aria-label={sport.name} style={{ marginBottom: 14 }}>
          <SportHead>
            <h2>
              {sport.name} · {sport.events.length} events
            </h2>
            {may && (
              <div>
                {controlButtons({ scope: 'sports', id: sport.sportId }, sport.name, (action) => ({
                  text: `${ACTION_WORD[action]} all ${sport.name}`,
                }))}
              </div>
            )}
          </SportHead>
          {sport.events.map((e) => (
            <EventBox key={e.eventId} role="group" aria-label={e.name}>
              <div>
                <h3>
                  {e.name} <Badge $tone={e.status === 'inplay' ? 'ok' : 'muted'}>{e.status === 'inplay' ? 'In play' : 'Upcoming'}</Badge>{' '}
                  <small>#{e.eventId}</small>
                </h3>
                {eventButtons(e)}
              </div>
              <DataList
                label={`Markets of ${e.name}`}
                title="Markets"
                columns={MARKET_COLUMNS}
                rows={e.markets}
                rowKey={(m) => m.marketId}
              />
            </EventBox>
          ))}
        </Panel>
      ))}
    </>
  );
}
