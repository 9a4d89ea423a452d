// Fancy sessions (spec §2, §3): No = LayPrice1 over LaySize1 (pink), Yes = BackPrice1 over BackSize1
// (blue); a non-empty GameStatus covers the row; the ladder button opens the Run Position table, and
// beside it the player's worst case on the session shows once they have bets on it.
import { memo, useState } from 'react';
import styled from 'styled-components';
import type { FancyRunner } from '../../domain/contract/sports';
import type { OpenBet } from '../../domain/betting/types';
import { LadderIcon } from '../../ui/SportIcons';
import { MarketOverlay } from '../../ui/MarketOverlay';
import { type MatchOddsArgs, useFancySessions } from '../sports';
import { HeadRow, Name, Prices, Row, mobileColumns } from './marketStyles';
import { MarketBlock } from './MarketBlock';
import { runnerCell, type CellRunner } from './runnerCell';
import { RunPositionPopup } from './RunPositionPopup';
import { SessionLoss } from './SessionLoss';
import { useSessionBets } from './sessionBets';
import { useT } from '../../i18n/runtime';

const LadderButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
  &:hover {
    background: #e1ecf6;
  }
`;

const SessionRow = memo(function SessionRow({
  session,
  columns,
  bets,
}: {
  session: FancyRunner;
  columns: string;
  bets: readonly OpenBet[];
}) {
  const [ladderOpen, setLadderOpen] = useState(false);
  const t = useT();
  const blocked = session.GameStatus !== '';
  const common: CellRunner = {
    marketKind: 'Fancy',
    marketId: session.mid,
    selectionId: session.SelectionId,
    runnerName: session.RunnerName,
  };
  return (
    <Row $columns={columns} role="group" aria-label={session.RunnerName}>
      <Name>
        <span className="text">{session.RunnerName}</span>
        <LadderButton
          type="button"
          aria-label={t('Run position {{session}}', { session: session.RunnerName })}
          onClick={() => setLadderOpen(true)}
        >
          <LadderIcon size={16} />
        </LadderButton>
        <SessionLoss bets={bets} />
      </Name>
      <Prices inert={blocked}>
        {runnerCell(common, { side: 'lay', price: session.LayPrice1, size: session.LaySize1, word: t('no') })}
        {runnerCell(common, { side: 'back', price: session.BackPrice1, size: session.BackSize1, word: t('yes') })}
        {blocked && <MarketOverlay text={t(session.GameStatus)} />}
      </Prices>
      {ladderOpen && (
        <RunPositionPopup
          session={session.RunnerName}
          line={session.LayPrice1 || session.BackPrice1}
          bets={bets}
          onClose={() => setLadderOpen(false)}
        />
      )}
    </Row>
  );
});

export function FancyBlock({ args, mobile, limits }: { args: MatchOddsArgs; mobile: boolean; limits?: string }) {
  const sessions = useFancySessions(args);
  const bets = useSessionBets();
  const t = useT();
  if (sessions.length === 0) return null;
  const columns = mobile ? mobileColumns(2) : 'repeat(2, 80px)';
  return (
    <MarketBlock title={t('Fancy')}>
      <HeadRow $columns={columns}>
        <span className="limits">{limits}</span>
        <span className="lay">{t('No')}</span>
        <span className="back">{t('Yes')}</span>
      </HeadRow>
      {sessions.map((session) => (
        <SessionRow key={session.SelectionId} session={session} columns={columns} bets={bets.of(session.SelectionId)} />
      ))}
    </MarketBlock>
  );
}
