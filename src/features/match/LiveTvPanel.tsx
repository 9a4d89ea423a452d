// Live Match TV (spec §2, right column): collapsible. No outside video frame: the panel draws the
// ground with a score bug and says plainly that there is no video for this event.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Eid } from '../../domain/contract/sports';
import { TvIcon } from '../../ui/SportIcons';
import { useScoreQuery } from '../sports';
import { Field } from './Field';
import { SCORE_POLL_MS } from './ScorePanel';
import { scoreLine } from './scoreLine';
import { SideHead, SidePanel } from './sideStyles';
import { dataOnly } from '../../api/pollResult';
import { useT } from '../../i18n/runtime';

const Screen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: #000;
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .bug {
    position: absolute;
    left: 8px;
    bottom: 8px;
    right: 8px;
    padding: 4px 8px;
    border-radius: 3px;
    background: rgba(8, 20, 30, 0.82);
    color: #fff;
    font-size: 12.5px;
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .live {
    position: absolute;
    top: 8px;
    left: 8px;
    padding: 1px 8px;
    border-radius: 3px;
    background: #d0021b;
    color: #fff;
    font-size: 11px;
    font-weight: 800;
    letter-spacing: 1px;
  }
`;

const Caption = styled.p`
  margin: 0;
  padding: 6px 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function LiveTvPanel({ eventId, eid, live }: { eventId: string; eid: Eid; live: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const { data } = useScoreQuery(eventId, { pollingInterval: live ? SCORE_POLL_MS : 0, selectFromResult: dataOnly });
  return (
    <SidePanel aria-label={t('Live Match TV')}>
      <SideHead>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <TvIcon size={16} /> {t('Live Match TV')}
          <span className="chevron" aria-hidden="true">
            {open ? '▲' : '▼'}
          </span>
        </button>
      </SideHead>
      {open && (
        <div id={bodyId}>
          <Screen>
            <Field eid={eid} />
            {live && <span className="live">{t('LIVE')}</span>}
            {data && <div className="bug">{scoreLine(data.score)}</div>}
          </Screen>
          <Caption>
            {data?.statusText ?? ''} · {t('No video for this event; the score updates live.')}
          </Caption>
        </div>
      )}
    </SidePanel>
  );
}
