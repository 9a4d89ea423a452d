// One group of an event's own rules on the event form: whether the event has its own values or follows
// its sport, what its bets get now (the server's effective values), and the fields when it has its own.
import styled from 'styled-components';
import { Field, Muted } from '../../ui/adminUi';
import { describeNow, GROUP_FIELDS, GROUP_TOGGLE, type RuleDraft, type RuleGroup } from './eventRules';
import { FIELD_LABEL } from './fieldLabels';
import type { EventSettings, SportField } from './settingsApi';

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 10px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  label.flag {
    display: block;
    font-size: 12px;
    font-weight: 700;
    color: #5b6b79;
    margin-bottom: 4px;
  }
  > div {
    margin-bottom: 10px;
  }
`;

const Group = styled.div`
  margin: 4px 0 10px;
  > label {
    display: flex;
    gap: 6px;
    align-items: center;
    font-size: 13px;
  }
  > p {
    margin: 2px 0 8px 22px;
    font-size: 12.5px;
  }
`;

const TITLE: Record<RuleGroup, string> = { limits: 'Stake limits', delays: 'Bet delays', priceWindow: 'Match-odds price window' };

interface Props {
  group: RuleGroup;
  event: EventSettings;
  own: boolean;
  onOwn: (own: boolean) => void;
  draft: RuleDraft;
  onDraft: (field: SportField, value: string) => void;
  errors: Partial<Record<SportField, string>>;
}

export function OwnRuleGroup({ group, event, own, onOwn, draft, onDraft, errors }: Props) {
  const follows = event[group] === null;
  return (
    <Group role="group" aria-label={TITLE[group]}>
      <label>
        <input type="checkbox" checked={own} onChange={(e) => onOwn(e.target.checked)} /> {GROUP_TOGGLE[group]}
      </label>
      <p>
        {event.effective ? (
          <>
            {follows ? "Follows the sport's" : 'Its own'}: <span>{describeNow(group, event.effective)}</span>
          </>
        ) : (
          <Muted>The sport is unknown: no values apply yet.</Muted>
        )}
        {!own && !follows && (
          <>
            <br />
            <Muted>Saving puts it back on the sport's values.</Muted>
          </>
        )}
      </p>
      {own && (
        <Fields>
          {GROUP_FIELDS[group].map((f) => (
            <Field
              key={f}
              label={FIELD_LABEL[f]}
              inputMode={group === 'priceWindow' ? 'decimal' : 'numeric'}
              value={draft[f]}
              onChange={(e) => onDraft(f, e.target.value)}
              error={errors[f]}
            />
          ))}
        </Fields>
      )}
    </Group>
  );
}
