// The ladder popup of a fancy session: at each run count, what the player wins or loses.
import styled from 'styled-components';
import type { OpenBet } from '../../domain/betting/types';
import { formatRupees } from '../../domain/money';
import { Modal } from '../../ui/Modal';
import { runPositionRows } from './runPosition';
import { useT } from '../../i18n/runtime';
import { ColumnHeads } from '../../ui/ColumnHeads';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.page};
  }
  td.profit {
    color: ${({ theme }) => theme.colors.profit};
    font-weight: 700;
  }
  td.loss {
    color: ${({ theme }) => theme.colors.loss};
    font-weight: 700;
  }
`;

interface Props {
  session: string;
  line: number;
  bets: readonly OpenBet[];
  onClose: () => void;
}

export function RunPositionPopup({ session, line, bets, onClose }: Props) {
  const t = useT();
  const rows = runPositionRows(line, bets);
  return (
    <Modal title={t('Run Position: {{session}}', { session })} onClose={onClose} width={360}>
      <Table>
        <ColumnHeads names={[t('Run'), t('Amount')]} />
        <tbody>
          {rows.map(({ run, amount }) => (
            <tr key={run}>
              <td>{run}</td>
              <td className={amount > 0 ? 'profit' : amount < 0 ? 'loss' : undefined}>{formatRupees(amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Modal>
  );
}
