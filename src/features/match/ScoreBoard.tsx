// The score of an event as /api/score gives it: cricket innings and recent balls, tennis sets and
// points with the server marked, football goals and the minute. Our own panel, in place of the
// outside score frame.
import styled from 'styled-components';
import type { CricketScore, EventScore, FootballScore, TennisScore } from '../../domain/contract/sports';
import { useT } from '../../i18n/runtime';

const Board = styled.div<{ $compact: boolean }>`
  color: #fff;
  font-size: ${({ $compact }) => ($compact ? 12.5 : 14)}px;
  table {
    border-collapse: collapse;
  }
  table.innings td {
    padding: 2px 16px 2px 0;
    text-align: left;
  }
  table.sets {
    width: 100%;
    max-width: 420px;
  }
  th,
  td {
    padding: 3px 6px;
    text-align: center;
  }
  th {
    font-size: 11px;
    font-weight: 600;
    color: rgba(255, 255, 255, 0.65);
  }
  td.team,
  th.team {
    text-align: left;
    font-weight: 700;
  }
  .now {
    color: #ffd54f;
  }
`;

const Balls = styled.ol`
  display: flex;
  gap: 4px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 24px;
    height: 24px;
    padding: 0 4px;
    border-radius: 12px;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 11px;
    font-weight: 800;
    background: rgba(255, 255, 255, 0.16);
  }
  li[data-ball='4'] {
    background: #1e88e5;
  }
  li[data-ball='6'] {
    background: #8e24aa;
  }
  li[data-ball='W'] {
    background: #d0021b;
  }
`;

function Cricket({ score }: { score: CricketScore }) {
  const t = useT();
  return (
    <>
      <table className="innings">
        <tbody>
          {score.innings.map((inn, i) => (
            <tr key={`${inn.team}${i}`} className={score.batting === i ? 'now' : undefined}>
              <td className="team">
                {inn.team}
                {score.batting === i && <span aria-label={t('batting')}> ●</span>}
              </td>
              <td>
                <strong>{`${inn.runs}/${inn.wickets}`}</strong> ({inn.overs} ov)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {score.target !== null && (
        <div>
          {t('Target')} {score.target}
        </div>
      )}
      {score.recentBalls.length > 0 && (
        <Balls aria-label={t('Recent balls')}>
          {score.recentBalls.map((ball, i) => (
            <li key={i} data-ball={ball}>
              {ball}
            </li>
          ))}
        </Balls>
      )}
    </>
  );
}

function Tennis({ score }: { score: TennisScore }) {
  const t = useT();
  return (
    <table className="sets">
      <thead>
        <tr>
          <th className="team" scope="col">
            Player
          </th>
          {score.sets.map((_, i) => (
            <th key={i} scope="col">
              {t('Set {{number}}', { number: i + 1 })}
            </th>
          ))}
          <th scope="col">{t('Points')}</th>
        </tr>
      </thead>
      <tbody>
        {score.players.map((player, p) => (
          <tr key={player}>
            <td className="team">
              {player}
              {score.server === p && <span aria-label={t('serving')}> ●</span>}
            </td>
            {score.sets.map((set, i) => (
              <td key={i}>{set[p]}</td>
            ))}
            <td className="now">{score.points[p]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const Goals = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  .home {
    text-align: right;
  }
  .goals {
    font-size: 1.5em;
    padding: 2px 12px;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.3);
  }
`;

function Football({ score }: { score: FootballScore }) {
  return (
    <Goals>
      <span className="home">{score.home}</span>
      <span className="goals">{`${score.goals[0]} - ${score.goals[1]}`}</span>
      <span>{score.away}</span>
    </Goals>
  );
}

export function ScoreBoard({ score, compact = false }: { score: EventScore; compact?: boolean }) {
  return (
    <Board $compact={compact}>
      {score.sport === 'cricket' && <Cricket score={score} />}
      {score.sport === 'tennis' && <Tennis score={score} />}
      {score.sport === 'football' && <Football score={score} />}
    </Board>
  );
}
