// The markets waiting for a result (settle or void) and those settled lately (roll back), from the
// server's list; a button picks the market and what to do with it into the result form.
import styled from 'styled-components';
import { useAdminDispatch } from '../../app/adminHooks';
import { Badge, ErrorText, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { marketName, useSettlementMarketsQuery, type AwaitingMarket, type SettledMarket } from './settlementApi';
import { settlementActions } from './settlementSlice';

export const ListTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid #eef1f4;
    text-align: left;
  }
  th {
    font-size: 12px;
    color: #fff;
    background: ${({ theme }) => theme.colors.tab};
    white-space: nowrap;
  }
  td.n {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.actions {
    white-space: nowrap;
  }
  td.actions button + button {
    margin-left: 6px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    overflow-x: auto;
  }
`;

function AwaitingRow({ market }: { market: AwaitingMarket }) {
  const dispatch = useAdminDispatch();
  const name = marketName(market);
  const pick = (kind: 'winner' | 'runs' | 'void') =>
    dispatch(settlementActions.marketPicked({ marketId: market.marketId, kind, value: '', name }));
  return (
    <tr>
      <td>
        <strong>{market.eventName}</strong> / {market.marketName} <small>({market.marketId})</small>
        {market.rolledBack && (
          <>
            {' '}
            <Badge $tone="warn">rolled back</Badge>
          </>
        )}
        {market.marketStatus && market.marketStatus !== 'OPEN' && (
          <>
            {' '}
            <Badge $tone="muted">{market.marketStatus}</Badge>
          </>
        )}
      </td>
      <td>{market.startsAt ?? '—'}</td>
      <td className="n">{market.openBets}</td>
      <td className="n">{market.players}</td>
      <td className="actions">
        <SmallButton
          type="button"
          $variant="primary"
          aria-label={`Settle ${name}`}
          onClick={() => pick(market.kind === 'Fancy' ? 'runs' : 'winner')}
        >
          Settle
        </SmallButton>
        <SmallButton type="button" aria-label={`Void ${name}`} onClick={() => pick('void')}>
          Void
        </SmallButton>
      </td>
    </tr>
  );
}

function SettledRow({ market }: { market: SettledMarket }) {
  const dispatch = useAdminDispatch();
  const name = marketName(market);
  return (
    <tr>
      <td>
        <strong>{market.eventName}</strong> / {market.marketName} <small>({market.marketId})</small>
      </td>
      <td>{market.result}</td>
      <td>
        {market.settledAt} <small>{market.source === 'feed' ? 'feed' : 'by hand'}</small>
      </td>
      <td className="n">{market.users}</td>
      <td className="actions">
        <SmallButton
          type="button"
          $variant="reject"
          aria-label={`Roll back ${name}`}
          onClick={() => dispatch(settlementActions.marketPicked({ marketId: market.marketId, kind: 'rollback', value: '', name }))}
        >
          Roll back
        </SmallButton>
      </td>
    </tr>
  );
}

export function SettlementLists() {
  const { data, error, isLoading } = useSettlementMarketsQuery(undefined, { pollingInterval: 15_000 });
  if (isLoading)
    return (
      <Panel>
        <PanelBody>Loading…</PanelBody>
      </Panel>
    );
  if (error || !data)
    return (
      <Panel>
        <PanelBody>
          <ErrorText role="alert">The markets could not load. Try again.</ErrorText>
        </PanelBody>
      </Panel>
    );
  return (
    <>
      <Panel>
        <h2>
          Waiting for a result <Badge $tone={data.awaiting.length ? 'warn' : 'muted'}>{data.awaiting.length}</Badge>
        </h2>
        {data.awaiting.length === 0 ? (
          <PanelBody>No market with open bets is waiting.</PanelBody>
        ) : (
          <ListTable aria-label="Markets waiting for a result">
            <thead>
              <tr>
                <th>Market</th>
                <th>Starts (IST)</th>
                <th className="n">Open bets</th>
                <th className="n">Players</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.awaiting.map((m) => (
                <AwaitingRow key={m.marketId} market={m} />
              ))}
            </tbody>
          </ListTable>
        )}
      </Panel>
      <Panel style={{ marginTop: 14 }}>
        <h2>Settled lately</h2>
        {data.settled.length === 0 ? (
          <PanelBody>No Record Found</PanelBody>
        ) : (
          <ListTable aria-label="Markets settled lately">
            <thead>
              <tr>
                <th>Market</th>
                <th>Result</th>
                <th>Settled (IST)</th>
                <th className="n">Players</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.settled.map((m) => (
                <SettledRow key={m.marketId} market={m} />
              ))}
            </tbody>
          </ListTable>
        )}
      </Panel>
    </>
  );
}
