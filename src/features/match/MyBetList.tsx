// My Bet (spec §2): the player's matched bets on this event, back rows blue and lay rows pink. The
// rows come with the betting issue; until then the list is empty and says why.
import styled from 'styled-components';
import { MSG } from '../../domain/messages';
import { Notice, SideHead, SidePanel } from './sideStyles';

export interface MyBetRow {
  id: string | number;
  selection: string;
  market: string;
  side: 'back' | 'lay';
  odds: number;
  stake: number;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  th { text-align: left; padding: 6px 8px; background: ${({ theme }) => theme.colors.page}; font-weight: 700; }
  td { padding: 6px 8px; border-top: 1px solid rgba(0, 0, 0, 0.06); }
  tr.back td { background: ${({ theme }) => theme.colors.backLight}; }
  tr.lay td { background: ${({ theme }) => theme.colors.layLight}; }
  td.empty { text-align: center; color: ${({ theme }) => theme.colors.muted}; padding: 14px 8px; }
`;

export function MyBetList({ rows }: { rows: readonly MyBetRow[] }) {
  return (
    <SidePanel aria-label="My Bet">
      <SideHead>
        <span>My Bet</span>
      </SideHead>
      {rows.length === 0 && <Notice>Matched bets show here once betting arrives with the betting issue.</Notice>}
      <Table>
        <thead>
          <tr>
            <th scope="col">Matched Bet</th>
            <th scope="col">Market</th>
            <th scope="col">Odds</th>
            <th scope="col">Stake</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.side}>
              <td>{`${row.side === 'back' ? 'Back' : 'Lay'} ${row.selection}`}</td>
              <td>{row.market}</td>
              <td>{row.odds}</td>
              <td>{row.stake}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td className="empty" colSpan={4}>
                {MSG.noRecordFound}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </SidePanel>
  );
}
