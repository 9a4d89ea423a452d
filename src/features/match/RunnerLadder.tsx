// A runner's ladder (docs/betting.md), desktop and phone: one row per price, highest on top, the money
// offered to back and to lay at each, and the volume traded there where Betfair sends it. Up to ten
// levels a side where the feed has them (the simulator quotes three). Read every second while open.
import styled from 'styled-components';
import { ladderRows } from '../../domain/betting/ladderRows';
import { Modal } from '../../ui/Modal';
import { formatSize } from '../../ui/PriceButton';
import { useOddsLadderQuery, type MatchOddsArgs } from '../sports';

const LADDER_POLL_MS = 1000;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  th {
    padding: 6px 8px;
    font-size: 11.5px;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  td {
    padding: 5px 8px;
    text-align: center;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.price {
    font-weight: 700;
  }
  td.back:not(:empty) {
    background: ${({ theme }) => theme.colors.back};
  }
  td.lay:not(:empty) {
    background: ${({ theme }) => theme.colors.lay};
  }
  td.traded {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin: 10px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  args: MatchOddsArgs;
  selectionId: number;
  runnerName: string;
  onClose: () => void;
}

export function RunnerLadder({ args, selectionId, runnerName, onClose }: Props) {
  const { runner, loaded } = useOddsLadderQuery(args, {
    pollingInterval: LADDER_POLL_MS,
    selectFromResult: ({ data }) => ({ runner: data?.runners.find((r) => r.selectionId === selectionId), loaded: data !== undefined }),
  });
  const rows = runner ? ladderRows(runner.back, runner.lay, runner.traded) : [];
  const size = (value: number | null) => (value === null ? '' : formatSize(value));
  return (
    <Modal title={`${runnerName} ladder`} onClose={onClose} width={420}>
      {!loaded ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <Table aria-label={`Ladder of ${runnerName}`}>
            <thead>
              <tr>
                <th scope="col">Back</th>
                <th scope="col">Price</th>
                <th scope="col">Lay</th>
                <th scope="col">Traded</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.price}>
                  <td className="back">{size(row.back)}</td>
                  <td className="price">{row.price}</td>
                  <td className="lay">{size(row.lay)}</td>
                  <td className="traded">{size(row.traded)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Note>
            {runner && runner.back.length + runner.lay.length > 0
              ? `${runner.back.length} back and ${runner.lay.length} lay levels from the feed${runner.traded.length ? ', traded volume by price' : '; no traded volume by price from this feed'}.`
              : 'Nothing is offered on this runner now.'}
          </Note>
        </>
      )}
    </Modal>
  );
}
