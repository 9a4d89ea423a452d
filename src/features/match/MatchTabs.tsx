// The match page's tabs on phones (spec §2): Odds, Matched Bet(count), TV.
import styled from 'styled-components';
import { useT } from '../../i18n/runtime';

export type MatchTab = 'odds' | 'bets' | 'tv';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin-bottom: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.tab};
  button {
    min-height: 42px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: #fff;
    font-weight: 600;
    font-size: 13px;
    white-space: nowrap;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    background: rgba(255, 255, 255, 0.12);
  }
`;

export function MatchTabs({
  tab,
  onChange,
  matchedCount,
  panelId,
}: {
  tab: MatchTab;
  onChange: (tab: MatchTab) => void;
  matchedCount: number;
  panelId: string;
}) {
  const t = useT();
  const items: Array<[MatchTab, string]> = [
    ['odds', t('Odds')],
    ['bets', t('Matched Bet({{count}})', { count: matchedCount })],
    ['tv', t('TV')],
  ];
  return (
    <Tabs role="tablist" aria-label={t('Match')}>
      {items.map(([id, label]) => (
        <button key={id} type="button" role="tab" aria-selected={tab === id} aria-controls={panelId} onClick={() => onChange(id)}>
          {label}
        </button>
      ))}
    </Tabs>
  );
}
