// Where the player's money at risk sits: their exposure market by market (the Money panel's one
// figure is the sum), the largest first, each market linked to its bets.
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/errors';
import { marketBetsPage } from '../../app/adminLinks';
import { Money } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { usePlayerExposureQuery, type MarketExposure } from './historyApi';

const COLUMNS: ReadonlyArray<ListColumn<MarketExposure>> = [
  { label: 'Event', align: 'wide', cell: (m) => m.eventName || '—' },
  {
    label: 'Market',
    align: 'wide',
    cell: (m) => (
      <span>
        <Link to={marketBetsPage(m.marketId)}>{m.marketName || m.marketId}</Link> <small>({m.marketId})</small>
      </span>
    ),
  },
  { label: 'Open bets', align: 'num', cell: (m) => m.openBets },
  { label: 'Exposure', align: 'num', cell: (m) => <Money value={-m.exposure} signed /> },
];

export function ExposureByMarket({ id }: { id: number }) {
  const { data, error } = usePlayerExposureQuery(id);
  return (
    <DataList
      label="Exposure by market"
      summary={data ? <Money value={-data.total} signed /> : undefined}
      columns={COLUMNS}
      rows={data?.markets}
      rowKey={(m) => `${m.marketId}-${m.marketName}`}
      error={error ? (serverMessage(error) ?? 'The exposure could not be loaded.') : null}
      empty="No open bets: nothing at risk."
    />
  );
}
