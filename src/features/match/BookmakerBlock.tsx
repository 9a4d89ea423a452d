// Bookmaker (spec §2, §3): one block per bookmaker market, 100-based rates, names cut at 18
// characters; a row whose status is not ACTIVE is covered by an overlay with that status. Under each
// runner, the player's P&L if it wins, as match odds show it.
import { memo } from 'react';
import styled from 'styled-components';
import { BOOKMAKER_NAME_MAX } from '../../domain/constants';
import type { BookmakerRunner } from '../../domain/contract/sports';
import { MarketOverlay } from '../../ui/MarketOverlay';
import { type MatchOddsArgs, useBookmakerMarkets } from '../sports';
import { Name, Prices, Row, desktopColumns, mobileColumns } from './marketStyles';
import { BackLayHead, MarketBlock } from './MarketBlock';
import { runnerCell, type CellRunner } from './runnerCell';
import { RunnerPosition } from './RunnerPosition';
import { useRunnerPositions } from '../betslip';
import { useT } from '../../i18n/runtime';

const Blank = styled.div<{ $side: 'back' | 'lay' }>`
  min-height: 42px;
  border-radius: 2px;
  background: ${({ $side, theme }) => ($side === 'back' ? theme.colors.backLight : theme.colors.layLight)};
  opacity: 0.55;
`;

export const cutName = (name: string): string => (name.length > BOOKMAKER_NAME_MAX ? name.slice(0, BOOKMAKER_NAME_MAX).trimEnd() : name);

const BookmakerRow = memo(function BookmakerRow({ row, mobile, position }: { row: BookmakerRunner; mobile: boolean; position?: number }) {
  const t = useT();
  const blanks = (side: 'back' | 'lay') =>
    mobile ? null : [0, 1].map((i) => <Blank key={`${side}${i}`} $side={side} aria-hidden="true" />);
  const runner: CellRunner = { marketKind: 'BookMaker', marketId: row.mid, selectionId: row.sid, runnerName: row.nat };
  const cell = (side: 'back' | 'lay', price: number, size: number) => runnerCell(runner, { side, price, size, word: t(side) });
  return (
    <Row $columns={mobile ? mobileColumns(2) : desktopColumns(6)} role="group" aria-label={row.nat}>
      <Name title={row.nat}>
        <span className="text">{cutName(row.nat)}</span>
        {position !== undefined && <RunnerPosition amount={position} />}
      </Name>
      <Prices inert={row.s !== 'ACTIVE'}>
        {blanks('back')}
        {cell('back', row.b1, row.bs1)}
        {cell('lay', row.l1, row.ls1)}
        {blanks('lay')}
        {row.s !== 'ACTIVE' && <MarketOverlay text={t(row.s)} />}
      </Prices>
    </Row>
  );
});

interface Props {
  args: MatchOddsArgs;
  mobile: boolean;
  limits?: string;
}

function BookmakerBook({
  rows,
  index,
  eventId,
  mobile,
  limits,
}: {
  rows: BookmakerRunner[];
  index: number;
  eventId: string;
  mobile: boolean;
  limits?: string;
}) {
  const positions = useRunnerPositions(
    eventId,
    'BookMaker',
    rows[0].mid,
    rows.map((row) => row.sid),
  );
  const t = useT();
  const title = index === 0 ? t('Bookmaker') : t('Bookmaker {{number}}', { number: index + 1 });
  return (
    <MarketBlock title={title}>
      <BackLayHead mobile={mobile} limits={limits} />
      {rows.map((row) => (
        <BookmakerRow key={row.sid} row={row} mobile={mobile} position={positions.get(row.sid)} />
      ))}
    </MarketBlock>
  );
}

export function BookmakerBlock({ args, mobile, limits }: Props) {
  const books = useBookmakerMarkets(args);
  return (
    <>
      {books
        .filter((rows) => rows.length > 0)
        .map((rows, i) => (
          <BookmakerBook key={rows[0].mid} rows={rows} index={i} eventId={args.eventId} mobile={mobile} limits={limits} />
        ))}
    </>
  );
}
