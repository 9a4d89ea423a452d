// Settlement by hand: the markets waiting for a result and those settled lately, the result form
// behind a typed confirmation, and each answer with how many players and how much money it moved.
import { Columns } from '../../ui/Columns';
import { formatRupees } from '../../../domain/money';
import { useAdminSelector } from '../../app/adminHooks';
import { Badge, PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { SettlementForm } from './SettlementForm';
import { SettlementLists } from './SettlementLists';
import { selectSettleResults, type SettlementRecord } from './settlementSlice';

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

const RESULT_COLUMNS: ReadonlyArray<ListColumn<SettlementRecord>> = [
  { label: 'Market', align: 'wide', cell: (r) => r.name ?? r.marketId },
  {
    label: 'Done',
    cell: (r) => (
      <>
        {r.action} {r.repeated && <Badge $tone="muted">already done</Badge>}
      </>
    ),
  },
  { label: 'Result', cell: (r) => r.result },
  { label: 'When (IST)', cell: (r) => r.when || '—' },
  { label: 'Bets', align: 'num', cell: (r) => r.betsSettled },
  { label: 'Void', align: 'num', cell: (r) => r.betsVoided },
  { label: 'Lapsed', align: 'num', cell: (r) => r.betsLapsed },
  { label: 'Players', align: 'num', cell: (r) => r.users },
  { label: 'Paid', align: 'num', cell: (r) => money(r.paid) },
  { label: 'Taken', align: 'num', cell: (r) => money(r.collected) },
  { label: 'Reversed', align: 'num', cell: (r) => money(r.reversed) },
];

function Results() {
  const results = useAdminSelector(selectSettleResults);
  return (
    <DataList
      label="Settlements"
      title="Done in this session"
      columns={RESULT_COLUMNS}
      rows={results}
      rowKey={(r) => `${r.marketId}-${r.action}-${r.when}-${results.indexOf(r)}`}
    />
  );
}

export function SettlementPage() {
  return (
    <>
      <PageTitle>
        Settlement <small>settle, void or roll back a market by hand</small>
      </PageTitle>
      <Columns $columns="minmax(280px, 400px) minmax(0, 1fr)" $stackAt={900}>
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
          <div style={{ height: 14 }} />
          <Results />
        </div>
      </Columns>
    </>
  );
}
