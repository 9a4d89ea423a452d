// Match odds (spec §2): each runner with three back and three lay levels on desktop (best inside,
// stronger), the best of each on phones (a tap on the runner's name shows its three levels); each
// runner's Ladder opens its deeper book (RunnerLadder); SUSPENDED lays an overlay across the prices. The Cashout
// button is a slot the betting issue fills; the player's position shows under each runner.
import { memo, useState, type ReactNode } from 'react';
import type { OddsRunner, PriceSize } from '../../domain/contract/sports';
import { MarketOverlay } from '../../ui/MarketOverlay';
import { LadderButton, Name, Prices, Row, StackedRow, desktopColumns, mobileColumns } from './marketStyles';
import { BackLayHead, MarketBlock } from './MarketBlock';
import { RunnerLadder } from './RunnerLadder';
import { runnerCell, type CellRunner } from './runnerCell';
import { useMatchOddsMarket, type MatchOddsArgs, matchOddsLimitsText } from '../sports';
import type { StakeLimits } from '../../domain/betting/stakeLimits';
import type { OddsWindow } from '../../domain/betting/priceTap';
import { RunnerPosition } from './RunnerPosition';
import { useRunnerPositions } from '../betslip';
import { PriceSparkline } from '../charts';
import { useT } from '../../i18n/runtime';

const NONE: PriceSize = { price: 0, size: 0 };
const level = (levels: PriceSize[], i: number): PriceSize => levels[i] ?? NONE;

interface RowProps {
  runner: OddsRunner;
  marketId: string;
  eventId: string;
  suspended: boolean;
  mobile: boolean;
  /** The player's P&L if this runner wins; undefined without bets in the market. */
  position?: number;
  oddsWindow?: OddsWindow;
}

const RunnerRow = memo(function RunnerRow({ runner, marketId, eventId, suspended, mobile, position, oddsWindow }: RowProps) {
  const { availableToBack: backs, availableToLay: lays } = runner.ex;
  // A phone shows the best price a side; a tap on the runner's name opens its three levels.
  const [threeLevels, setThreeLevels] = useState(false);
  const [ladderOpen, setLadderOpen] = useState(false);
  const stacked = mobile && threeLevels;
  const order = mobile && !threeLevels ? [0] : [2, 1, 0];
  const t = useT();
  const cell = (side: 'back' | 'lay', i: number) => {
    const { price, size } = level(side === 'back' ? backs : lays, i);
    const cellRunner: CellRunner = { marketKind: 'Matchodds', marketId, selectionId: runner.selectionId, runnerName: runner.runnerName };
    return runnerCell(cellRunner, { key: `${side}${i}`, side, price, size, best: i === 0, level: i, oddsWindow, word: t(side) });
  };
  const RowView = stacked ? StackedRow : Row;
  return (
    <RowView $columns={mobile && !stacked ? mobileColumns(2) : desktopColumns(6)} role="group" aria-label={runner.runnerName}>
      <Name>
        {mobile ? (
          <button type="button" className="text toggle" aria-expanded={threeLevels} onClick={() => setThreeLevels((open) => !open)}>
            {runner.runnerName}
            <span aria-hidden="true" className="chevron">
              {threeLevels ? ' ▴' : ' ▾'}
            </span>
          </button>
        ) : (
          <span className="text">{runner.runnerName}</span>
        )}
        <PriceSparkline marketId={marketId} selectionId={runner.selectionId} runnerName={runner.runnerName} />
        {position !== undefined && <RunnerPosition amount={position} />}
        <LadderButton
          type="button"
          aria-label={t('Ladder of {{runner}}', { runner: runner.runnerName })}
          title={t('Ladder')}
          onClick={() => setLadderOpen(true)}
        >
          {t('Ladder')}
        </LadderButton>
      </Name>
      <Prices inert={suspended}>
        {order.map((i) => cell('back', i))}
        {[...order].reverse().map((i) => cell('lay', i))}
        {suspended && <MarketOverlay text={t('SUSPENDED')} />}
      </Prices>
      {ladderOpen && (
        <RunnerLadder
          args={{ marketId, eventId }}
          selectionId={runner.selectionId}
          runnerName={runner.runnerName}
          onClose={() => setLadderOpen(false)}
        />
      )}
    </RowView>
  );
});

interface Props {
  args: MatchOddsArgs;
  mobile: boolean;
  limits: StakeLimits | null;
  /** The game's match-odds betting window: prices outside it are drawn muted. */
  oddsWindow?: OddsWindow;
  /** The Cashout button (the betting issue provides it; markets with fewer than 3 runners). */
  cashout?: ReactNode;
}

export function MatchOddsBlock({ args, mobile, limits, oddsWindow, cashout }: Props) {
  const t = useT();
  const market = useMatchOddsMarket(args);
  const positions = useRunnerPositions(
    args.eventId,
    'Matchodds',
    market?.marketId ?? args.marketId,
    market?.runners.map((r) => r.selectionId) ?? [],
  );
  if (!market || market.runners.length === 0) return null;
  const limitsLabel = matchOddsLimitsText(limits, Number(market.eid), market.totalMatched);
  const suspended = market.status === 'SUSPENDED';
  return (
    <MarketBlock title={t('Match Odds')} extra={cashout ?? null}>
      <BackLayHead mobile={mobile} limits={limitsLabel} />
      {market.runners.map((runner) => (
        <RunnerRow
          key={runner.selectionId}
          runner={runner}
          marketId={market.marketId}
          eventId={args.eventId}
          suspended={suspended}
          mobile={mobile}
          position={positions.get(runner.selectionId)}
          oddsWindow={oddsWindow}
        />
      ))}
    </MarketBlock>
  );
}
