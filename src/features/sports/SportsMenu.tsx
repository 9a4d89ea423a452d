// The left sports menu (spec §2, desktop): 'Others' (static items) and 'All Sports'. Cricket, tennis,
// football and the two racing sports (meetings, then races, from a Betfair feed) expand: opening a
// sport loads its series, opening a series loads its events, closing a level unmounts it (its list is
// gone, and reopening loads it afresh).
import { useState } from 'react';
import { SportIcon } from '../../ui/SportIcons';
import { Dot, Group, Label, List } from './menuStyles';
import { MenuToggle } from './MenuToggle';
import { SeriesList } from './MenuSeries';
import { LABEL_SPORTS, OTHERS, RACING_SPORTS, SPORTS_WITH_DATA } from './sportsCatalog';
import type { Eid } from '../../domain/contract/sports';
import { useT } from '../../i18n/runtime';

export default function SportsMenu() {
  const [open, setOpen] = useState<ReadonlySet<Eid>>(new Set());
  const t = useT();
  const toggle = (eid: Eid) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(eid)) after.add(eid);
      return after;
    });

  return (
    <nav aria-label={t('Sports menu')}>
      <Group id="menu-others">{t('Others')}</Group>
      <List aria-labelledby="menu-others">
        {OTHERS.map((name) => (
          <li key={name}>
            <Label>
              <Dot aria-hidden="true">★</Dot>
              {t(name)}
            </Label>
          </li>
        ))}
      </List>
      <Group id="menu-all-sports">{t('All Sports')}</Group>
      <List aria-labelledby="menu-all-sports">
        {[...SPORTS_WITH_DATA, ...RACING_SPORTS].map((sport) => {
          const expanded = open.has(sport.eid);
          return (
            <li key={sport.eid}>
              <MenuToggle level={0} expanded={expanded} controls={`menu-sport-${sport.eid}`} onToggle={() => toggle(sport.eid)}>
                <SportIcon eid={sport.eid} size={16} />
                {t(sport.name)}
              </MenuToggle>
              {expanded && <SeriesList id={`menu-sport-${sport.eid}`} sportId={Number(sport.eid)} name={sport.name} />}
            </li>
          );
        })}
        {LABEL_SPORTS.map((name) => (
          <li key={name}>
            <Label>
              <Dot aria-hidden="true">{t(name)[0]}</Dot>
              {t(name)}
            </Label>
          </li>
        ))}
      </List>
    </nav>
  );
}
