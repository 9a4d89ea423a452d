// A runner's ladder (docs/betting.md), desktop and phone: one row per price, highest on top, the money
// offered to back and to lay at each, and the volume traded there where Betfair sends it. Up to ten
// levels a side where the feed has them (the simulator quotes three). Read every second while open.
import styled from 'styled-components';
import { ladderRows } from '../../domain/betting/ladderRows';
import { LOCALES } from '../../i18n/languages';
import { useLanguage, useT } from '../../i18n/runtime';
import { Modal } from '../../ui/Modal';
import { formatSize } from '../../ui/PriceButton';
import { useOddsLadderQuery, type MatchOddsArgs } from '../sports';
import { ColumnHeads } from '../../ui/ColumnHeads';

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

/** The number of levels a side, in the language's digits for a sentence (Bengali's own, Latin in Hindi and English). */
function levelCounts(runner: { back: unknown[]; lay: unknown[] }, locale: string) {
  const digits = new Intl.NumberFormat(locale);
  return { back: digits.format(runner.back.length), lay: digits.format(runner.lay.length) };
}

interface Props {
  args: MatchOddsArgs;
  selectionId: number;
  runnerName: string;
  onClose: () => void;
}

export function RunnerLadder({ args, selectionId, runnerName, onClose }: Props) {
  const t = useT();
  const locale = LOCALES[useLanguage()];
  const { runner, loaded } = useOddsLadderQuery(args, {
    pollingInterval: LADDER_POLL_MS,
    selectFromResult: ({ data }) => ({ runner: data?.runners.find((r) => r.selectionId === selectionId), loaded: data !== undefined }),
  });
  const rows = runner ? ladderRows(runner.back, runner.lay, runner.traded) : [];
  const size = (value: number | null) => (value === null ? '' : formatSize(value));
  return (
    <Modal title={t('{{runner}} ladder', { runner: runnerName })} onClose={onClose} width={420}>
      {!loaded ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        <>
          <Table aria-label={t('Ladder of {{runner}}', { runner: runnerName })}>
            <ColumnHeads names={[t('Back'), t('Price'), t('Lay'), t('Traded')]} />
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
              ? runner.traded.length
                ? t('{{back}} back and {{lay}} lay levels from the feed, traded volume by price.', levelCounts(runner, locale))
                : t(
                    '{{back}} back and {{lay}} lay levels from the feed; no traded volume by price from this feed.',
                    levelCounts(runner, locale),
                  )
              : t('Nothing is offered on this runner now.')}
          </Note>
        </>
      )}
    </Modal>
  );
}
