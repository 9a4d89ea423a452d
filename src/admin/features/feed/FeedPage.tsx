// The Feed page: where prices come from (the simulator, Betfair's files or Betfair's live stream),
// whether the stream is connected and fresh, the markets it follows, Betfair's resume clock, the
// markets closed without a winner (settled by hand on the Settlement page), and the last errors.
import { serverMessage } from '../../../api/errors';
import { Badge, ErrorText, Facts, Muted, PageTitle, Panel, PanelBody, type BadgeTone } from '../../ui/adminUi';
import { useFeedStatusQuery } from './feedApi';

const SOURCE_NAMES: Record<string, string> = {
  simulator: 'Simulator (demo)',
  'betfair-file': "Betfair's historical files (replay)",
  betfair: "Betfair's Exchange Stream (live)",
};

function connectionTone(connection: string): BadgeTone {
  if (connection.includes('stale') || connection.includes('no report') || connection.startsWith('disconnected')) return 'bad';
  if (connection === 'subscribed' || connection === 'replaying' || connection === 'running') return 'ok';
  return 'warn';
}

const statusTone = (status: string): BadgeTone => (status === 'OPEN' ? 'ok' : status === 'CLOSED' ? 'muted' : 'warn');

export function FeedPage() {
  const { data, error, isFetching } = useFeedStatusQuery(undefined, { pollingInterval: 3000 });
  const stale = data?.connection.includes('stale') ?? false;
  return (
    <>
      <PageTitle>
        Feed <small>{isFetching ? 'loading…' : ''}</small>
      </PageTitle>
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The feed state could not be loaded.'}</ErrorText>}
      {data && (
        <>
          <Panel>
            <h2>Source</h2>
            <PanelBody>
              {stale && (
                <ErrorText role="alert">
                  No message from Betfair for too long: its OPEN markets are suspended for players until the stream recovers.
                </ErrorText>
              )}
              <Facts aria-label="Feed state">
                <dt>Source</dt>
                <dd>{SOURCE_NAMES[data.source] ?? data.source}</dd>
                <dt>Connection</dt>
                <dd>
                  <Badge $tone={connectionTone(data.connection)}>{data.connection}</Badge>
                </dd>
                <dt>Last message</dt>
                <dd>{data.lastMessageAgeS === null ? <Muted>none yet</Muted> : `${data.lastMessageAgeS} s ago`}</dd>
                <dt>Messages read</dt>
                <dd>{data.messages}</dd>
                <dt>Markets followed</dt>
                <dd>{data.markets.length}</dd>
                <dt>Stored clk</dt>
                <dd>{data.clk ?? <Muted>none</Muted>}</dd>
                <dt>Initial clk</dt>
                <dd>{data.initialClk ?? <Muted>none</Muted>}</dd>
                <dt>Leading process</dt>
                <dd>{data.holder || <Muted>none has reported</Muted>}</dd>
              </Facts>
            </PanelBody>
          </Panel>
          {data.undecided.length > 0 && (
            <Panel>
              <h2>Closed without a winner: settle by hand</h2>
              <PanelBody>
                <ul aria-label="Markets to settle by hand">
                  {data.undecided.map((id) => (
                    <li key={id}>{id}</li>
                  ))}
                </ul>
              </PanelBody>
            </Panel>
          )}
          <Panel>
            <h2>Markets</h2>
            <PanelBody>
              {data.markets.length === 0 ? (
                <Muted>No market followed.</Muted>
              ) : (
                <table aria-label="Markets followed">
                  <thead>
                    <tr>
                      <th>Market</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.markets.map((m) => (
                      <tr key={m.marketId}>
                        <td>{m.marketId}</td>
                        <td>
                          <Badge $tone={statusTone(m.status)}>{m.status}</Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </PanelBody>
          </Panel>
          <Panel>
            <h2>Last errors</h2>
            <PanelBody>
              {Object.keys(data.badInput).length > 0 && (
                <p>
                  Skipped input:{' '}
                  {Object.entries(data.badInput)
                    .map(([kind, count]) => `${kind} × ${count}`)
                    .join(', ')}
                </p>
              )}
              {data.lastErrors.length === 0 ? (
                <Muted>None.</Muted>
              ) : (
                <ul aria-label="Last errors">
                  {data.lastErrors.map((e) => (
                    <li key={`${e.at}${e.text}`}>
                      {e.at}: {e.text}
                    </li>
                  ))}
                </ul>
              )}
            </PanelBody>
          </Panel>
        </>
      )}
    </>
  );
}
