// My Bet (spec §2): the player's matched bets on this event, back rows blue and lay rows pink, a
// fancy bet's rate after the slash. The rows are fetchLastBet's (betslip/useMyBets).
import styled from 'styled-components';
import type { BetRow } from '../../domain/contract/bets';
import { MSG } from '../../domain/messages';
import { askedNote, MARKET_LABEL, rowOddsText, sideLabel } from '../betslip';
import { TitledSidePanel } from './TitledSidePanel';
import { translateMessage, useT } from '../../i18n/runtime';
import { ColumnHeads } from '../../ui/ColumnHeads';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  th {
    text-align: left;
    padding: 6px 8px;
    background: ${({ theme }) => theme.colors.page};
    font-weight: 700;
  }
  td {
    padding: 6px 8px;
    border-top: 1px solid rgba(0, 0, 0, 0.06);
  }
  td.num {
    font-variant-numeric: tabular-nums;
  }
  tr.back td {
    background: ${({ theme }) => theme.colors.backLight};
  }
  tr.lay td {
    background: ${({ theme }) => theme.colors.layLight};
  }
  .asked {
    display: block;
    font-size: 10.5px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.profit};
  }
  td.empty {
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    padding: 14px 8px;
  }
`;

export function MyBetList({ rows }: { rows: readonly BetRow[] }) {
  const t = useT();
  return (
    <TitledSidePanel title={t('My Bet')}>
      <Table aria-label={t('Matched bets')}>
        <ColumnHeads names={[t('Matched Bet'), t('Market'), t('Odds'), t('Stake')]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.type} data-tone={row.type}>
              <td>{`${t(sideLabel(row.market, row.type))} ${row.selection}`}</td>
              <td>{t(MARKET_LABEL[row.market])}</td>
              <td className="num">
                {rowOddsText(row)}
                {/* Price or better: matched at another price than the one asked. */}
                {askedNote(row) && <span className="asked">{translateMessage(askedNote(row) ?? '')}</span>}
              </td>
              <td className="num">{row.amountStake}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td className="empty" colSpan={4}>
                {t(MSG.noRecordFound)}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </TitledSidePanel>
  );
}
