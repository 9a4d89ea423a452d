// A market's open bets as positions: one row per player, their P&L if each runner wins (named as the
// feed names it) or, for a fancy line, what they can lose.
import { Link } from 'react-router-dom';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Money } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { listState } from '../../ui/listQuery';
import { useMarketPositionsQuery, type PositionsResponse } from './betsApi';

type Player = PositionsResponse['players'][number];

export function MarketPositions({ marketId }: { marketId: string }) {
  const positions = useMarketPositionsQuery(marketId);
  const { data } = positions;
  const columns: Array<ListColumn<Player>> = [
    { label: 'Player', cell: (p) => <Link to={ADMIN_PAGES.player(p.username)}>{p.username}</Link> },
    { label: 'Open bets', align: 'num', cell: (p) => p.bets },
    ...(data?.runners ?? []).map((r): ListColumn<Player> => ({
      label: r.name,
      align: 'num',
      cell: (p) => <Money value={p.runners.find((x) => x.selectionId === r.selectionId)?.pnl ?? 0} signed />,
    })),
    { label: 'Exposure', align: 'num', cell: (p) => <Money value={-p.exposure} signed /> },
  ];
  return (
    <div style={{ marginBottom: 14 }}>
      <DataList
        label={`Positions in ${marketId}`}
        {...listState(positions, (found) => found.players, 'The positions could not be loaded.')}
        columns={columns}
        rowKey={(p) => p.userId}
        empty="No open bets in this market."
      />
    </div>
  );
}
