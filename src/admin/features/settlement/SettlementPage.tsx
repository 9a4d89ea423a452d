// Settlement by hand: the markets waiting for a result and those settled lately, the result form
// behind a typed confirmation, and each answer with how many players and how much money it moved.
import styled from 'styled-components';
import { formatRupees } from '../../../domain/money';
import { useAdminSelector } from '../../app/adminHooks';
import { Badge, PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { SettlementForm } from './SettlementForm';
import { ListTable, SettlementLists } from './SettlementLists';
import { selectSettleResults } from './settlementSlice';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 400px) minmax(0, 1fr);
  gap: 14px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

function Results() {
  const results = useAdminSelector(selectSettleResults);
  if (results.length === 0) return <PanelBody style={{ color: '#5b6b79' }}>No Record Found</PanelBody>;
  return (
    <ListTable aria-label="Settlements">
      <thead>
        <tr>
          <th>Market</th>
          <th>Done</th>
          <th>Result</th>
          <th>When (IST)</th>
          <th className="n">Bets</th>
          <th className="n">Void</th>
          <th className="n">Lapsed</th>
          <th className="n">Players</th>
          <th className="n">Paid</th>
          <th className="n">Taken</th>
          <th className="n">Reversed</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r, i) => (
          <tr key={`${r.marketId}-${results.length - i}`}>
            <td>{r.name ?? r.marketId}</td>
            <td>
              {r.action} {r.repeated && <Badge $tone="muted">already done</Badge>}
            </td>
            <td>{r.result}</td>
            <td>{r.when || '—'}</td>
            <td className="n">{r.betsSettled}</td>
            <td className="n">{r.betsVoided}</td>
            <td className="n">{r.betsLapsed}</td>
            <td className="n">{r.users}</td>
            <td className="n">{money(r.paid)}</td>
            <td className="n">{money(r.collected)}</td>
            <td className="n">{money(r.reversed)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}

export function SettlementPage() {
  return (
    <>
      <PageTitle>
        Settlement <small>settle, void or roll back a market by hand</small>
      </PageTitle>
      <Grid>
        <div>
          <Panel>
            <h2>Result</h2>
            <PanelBody>
              <SettlementForm />
            </PanelBody>
          </Panel>
        </div>
        <div>
          <SettlementLists />
          <Panel style={{ marginTop: 14 }}>
            <h2>Done in this session</h2>
            <Results />
          </Panel>
        </div>
      </Grid>
    </>
  );
}
