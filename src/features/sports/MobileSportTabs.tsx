// The mobile home's sport tabs: cricket, tennis and football switch the list (a real tablist, arrow
// keys move between them); horse and greyhound racing are links to their race pages; the other
// sports follow as labels only, since they have no data.
import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Eid } from '../../domain/contract/sports';
import { SportIcon } from '../../ui/SportIcons';
import { MOBILE_LABEL_TABS, RACING_SPORTS, SPORTS_WITH_DATA } from './sportsCatalog';
import { useT } from '../../i18n/runtime';

const Strip = styled.nav`
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${({ theme }) => theme.colors.tab};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tabs = styled.div`
  display: flex;
  flex: none;
`;

// A sport tab and a racing link look the same: icon over name, one width and height.
const tabItem = css`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 72px;
  min-height: 52px;
  padding: 4px 8px;
  color: #fff;
  font-size: 12px;
  white-space: nowrap;
`;

const Item = styled.button<{ $active?: boolean }>`
  ${tabItem}
  border: 0;
  border-bottom: 3px solid ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  background: ${({ $active }) => ($active ? 'rgba(255, 255, 255, 0.14)' : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  cursor: pointer;
`;

const Label = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  min-width: 72px;
  min-height: 52px;
  padding: 4px 10px;
  justify-content: center;
  color: rgba(255, 255, 255, 0.72);
  font-size: 12px;
  white-space: nowrap;
`;

const RacingLink = styled(Link)`
  ${tabItem}
  font-weight: 500;
  text-decoration: none;
`;

interface Props {
  selected: Eid;
  onSelect: (eid: Eid) => void;
  panelId: string;
}

export function MobileSportTabs({ selected, onSelect, panelId }: Props) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const t = useT();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + SPORTS_WITH_DATA.length) % SPORTS_WITH_DATA.length;
    onSelect(SPORTS_WITH_DATA[next].eid);
    refs.current[next]?.focus();
  };
  return (
    <Strip aria-label={t('Sports')}>
      <Tabs role="tablist" aria-label={t('Sport')}>
        {SPORTS_WITH_DATA.map((sport, i) => (
          <Item
            key={sport.eid}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={sport.eid === selected}
            aria-controls={panelId}
            tabIndex={sport.eid === selected ? 0 : -1}
            $active={sport.eid === selected}
            onClick={() => onSelect(sport.eid)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <SportIcon eid={sport.eid} size={20} />
            {t(sport.name)}
          </Item>
        ))}
      </Tabs>
      {RACING_SPORTS.map((sport) => (
        <RacingLink key={sport.eid} to={sport.path}>
          <SportIcon eid={sport.eid} size={20} />
          {t(sport.name)}
        </RacingLink>
      ))}
      {MOBILE_LABEL_TABS.map((name) => (
        <Label key={name}>{t(name)}</Label>
      ))}
    </Strip>
  );
}
