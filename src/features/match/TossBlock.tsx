// To Win The Toss (spec §2, §9): cricket only, only until one hour before the start, only when the
// match odds have fewer than 3 runners; back only, at the fixed 1.95 for 500000.
import { TOSS_HIDE_BEFORE_START_MS, TOSS_PRICE, TOSS_SIZE } from '../../domain/constants';
import type { Eid } from '../../domain/contract/sports';
import { MarketOverlay } from '../../ui/MarketOverlay';
import { useHasPassed } from '../../ui/useHasPassed';
import { type MatchOddsArgs, useRunnerCount, useTossMarket } from '../sports';
import { HeadRow, Name, Prices, Row, desktopColumns, mobileColumns } from './marketStyles';
import { MarketBlock } from './MarketBlock';
import { runnerCell, type CellRunner } from './runnerCell';
import { useT } from '../../i18n/runtime';

interface Props {
  args: MatchOddsArgs;
  eid: Eid;
  eventDate: string;
  mobile: boolean;
}

export function TossBlock({ args, eid, eventDate, mobile }: Props) {
  const t = useT();
  const toss = useTossMarket(args);
  const runnerCount = useRunnerCount(args);
  const tooLate = useHasPassed(eventDate, -TOSS_HIDE_BEFORE_START_MS);
  if (eid !== '4' || !toss || tooLate || runnerCount >= 3 || toss.runners.length === 0) return null;
  const columns = mobile ? mobileColumns(2) : desktopColumns(2, 72);
  const tossRunner = (runner: { selectionId: number; runnerName: string }): CellRunner => ({
    marketKind: 'Toss',
    marketId: toss.marketId,
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
  });
  const suspended = toss.status !== 'OPEN';
  return (
    <MarketBlock title={t('To Win The Toss')}>
      <HeadRow $columns={columns}>
        <span />
        <span className="back">Back</span>
        <span className="lay">Lay</span>
      </HeadRow>
      {toss.runners.map((runner) => (
        <Row key={runner.selectionId} $columns={columns} role="group" aria-label={runner.runnerName}>
          <Name>
            <span className="text">{runner.runnerName}</span>
          </Name>
          <Prices inert={suspended}>
            {runnerCell(tossRunner(runner), { side: 'back', price: TOSS_PRICE, size: TOSS_SIZE, word: t('back') })}
            {/* Back only: the lay side stays empty. */}
            {runnerCell(tossRunner(runner), { side: 'lay', price: 0, size: 0, word: t('lay') })}
            {suspended && <MarketOverlay text={t(toss.status)} />}
          </Prices>
        </Row>
      ))}
    </MarketBlock>
  );
}
