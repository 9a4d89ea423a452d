// The match page's title bar: sport, event name, start (DD/MM/YYYY hh:mm:ss A), and the lock when
// betting on the match is locked.
import styled from 'styled-components';
import type { Eid } from '../../domain/contract/sports';
import { SportIcon } from '../../ui/SportIcons';
import { formatEventDate } from '../sports';
import { useT } from '../../i18n/runtime';

const Bar = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 10px;
  margin-bottom: 10px;
  padding: 8px 12px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.header};
  h1 {
    margin: 0;
    font-size: 16px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  time {
    margin-left: auto;
    font-size: 13px;
    font-weight: 600;
  }
  .lock {
    padding: 1px 8px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.loss};
    color: #fff;
    font-size: 11px;
    font-weight: 700;
  }
`;

export function MatchHeader({ eid, name, date, locked }: { eid: Eid; name: string; date: string; locked: boolean }) {
  const t = useT();
  return (
    <Bar>
      <h1>
        <SportIcon eid={eid} size={18} />
        {name}
      </h1>
      {locked && <span className="lock">{t('Bet Lock')}</span>}
      <time dateTime={date}>{formatEventDate(date)}</time>
    </Bar>
  );
}
