// The live score panel at the top of the match page, refreshed while the event is in play.
import styled from 'styled-components';
import { useScoreQuery } from '../sports';
import { ScoreBoard } from './ScoreBoard';
import { dataOnly } from '../../api/pollResult';
import { useT } from '../../i18n/runtime';

/** Scores move by the ball, not by the tick: every 2 s is plenty. */
export const SCORE_POLL_MS = 2000;

const Panel = styled.section`
  margin-bottom: 10px;
  padding: 10px 12px;
  border-radius: 4px;
  color: #fff;
  background: linear-gradient(135deg, #0d3b2e 0%, #14532d 45%, #0f2a3d 100%);
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.06);
  .status {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 6px;
    font-size: 13px;
    color: rgba(255, 255, 255, 0.85);
  }
  .live {
    color: #ffffff; /* full white on the red: 5.3:1 (the status line's 85% white is 4.2:1 there) */
    padding: 1px 8px;
    border-radius: 10px;
    background: #d0021b;
    font-size: 11px;
    font-weight: 800;
    letter-spacing: 1px;
  }
`;

export function ScorePanel({ eventId, live }: { eventId: string; live: boolean }) {
  const { data } = useScoreQuery(eventId, { pollingInterval: live ? SCORE_POLL_MS : 0, selectFromResult: dataOnly });
  const t = useT();
  if (!data) return null;
  return (
    <Panel aria-label={t('Live score')}>
      <div className="status">
        {data.status === 'INPLAY' && <span className="live">{t('LIVE')}</span>}
        <span>{data.statusText}</span>
      </div>
      <ScoreBoard score={data.score} />
    </Panel>
  );
}
