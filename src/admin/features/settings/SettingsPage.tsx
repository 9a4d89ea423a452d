// Settings: each sport's bet delays, stake limits and match-odds price window, the master data, one event's settings and the
// default stake buttons, with their current values; a change is validated as the server does, sent
// once, and the server's refusal shown.
import { useState } from 'react';
import styled from 'styled-components';
import { Columns } from '../../ui/Columns';
import { serverMessage } from '../../../api/errors';
import { WithdrawalApprovalPanel } from './WithdrawalApprovalForm';
import { useOneSubmitAtATime } from '../../ui/useOneSubmitAtATime';
import { AreaField, ErrorText, Field, PageTitle, Panel, PanelBody } from '../../ui/adminUi';
import { FIELD_LABEL } from './fieldLabels';
import {
  SPORT_FIELDS,
  useSettingsQuery,
  usePatchMasterMutation,
  usePatchSportMutation,
  type SportField,
  type SportSettings,
} from './settingsApi';
import { EventSettingsPanel } from './EventSettingsForm';
import { StakeButtonsPanel } from './StakeButtonsForm';
import { masterErrors, reasonTooLong, SETTINGS_MSG, sportErrors, type SportDraft } from './settingsValidation';
import { AuditedSave, useAuditReason } from './AuditedSave';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 10px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function SportForm({ sport }: { sport: SportSettings }) {
  const initial = Object.fromEntries(SPORT_FIELDS.map((f) => [f, String(sport[f])])) as SportDraft;
  const [draft, setDraft] = useState(initial);
  const audit = useAuditReason();
  const [errors, setErrors] = useState<Partial<Record<SportField | 'reason' | 'form', string>>>({});
  const [patch, { isLoading }] = usePatchSportMutation();
  const { submit, reopen } = useOneSubmitAtATime(async () => {
    const found: Partial<Record<SportField | 'reason' | 'form', string>> = { ...sportErrors(draft) };
    const long = reasonTooLong(audit.reason);
    if (long) found.reason = long;
    // In hundredths: prices are decimals (1.1 and '1.10' are the same price).
    const changed = Object.fromEntries(
      SPORT_FIELDS.filter((f) => Math.round(Number(draft[f]) * 100) !== Math.round(sport[f] * 100)).map((f) => [f, Number(draft[f])]),
    );
    if (!Object.keys(found).length && !Object.keys(changed).length) found.form = SETTINGS_MSG.nothing;
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await patch({ sportId: sport.id, body: audit.withReason(changed) });
    const refused = audit.refusal(result);
    if (!refused) return 'saved';
    setErrors({ form: refused });
    return undefined;
  });
  return (
    <Panel aria-label={`${sport.name} settings`}>
      <h2>{sport.name}</h2>
      <PanelBody>
        <form onSubmit={(e) => void submit(e)} onChange={reopen} noValidate aria-label={`${sport.name} settings form`}>
          <Fields>
            {SPORT_FIELDS.map((f) => (
              <Field
                key={f}
                label={FIELD_LABEL[f]}
                inputMode={f === 'minOddPrice' || f === 'maxOddPrice' ? 'decimal' : 'numeric'}
                value={draft[f]}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                error={errors[f]}
              />
            ))}
          </Fields>
          <AuditedSave audit={audit} errors={errors} saving={isLoading} label={`Save ${sport.name}`} />
        </form>
      </PanelBody>
    </Panel>
  );
}

function MasterForm({ siteMessage, betStartTime }: { siteMessage: string; betStartTime: number }) {
  const [draft, setDraft] = useState({ siteMessage, betStartTime: String(betStartTime) });
  const audit = useAuditReason();
  const [errors, setErrors] = useState<Partial<Record<'siteMessage' | 'betStartTime' | 'reason' | 'form', string>>>({});
  const [patch, { isLoading }] = usePatchMasterMutation();
  const { submit, reopen } = useOneSubmitAtATime(async () => {
    const found: typeof errors = { ...masterErrors(draft) };
    const long = reasonTooLong(audit.reason);
    if (long) found.reason = long;
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await patch(audit.withReason({ siteMessage: draft.siteMessage, betStartTime: Number(draft.betStartTime) }));
    const refused = audit.refusal(result);
    if (!refused) return 'saved';
    setErrors({ form: refused });
    return undefined;
  });
  return (
    <Panel aria-label="Master data">
      <h2>Master data</h2>
      <PanelBody>
        <form onSubmit={(e) => void submit(e)} onChange={reopen} noValidate aria-label="Master data form">
          <AreaField
            label="Site message (the ticker)"
            rows={3}
            value={draft.siteMessage}
            onChange={(e) => setDraft({ ...draft, siteMessage: e.target.value })}
            error={errors.siteMessage}
          />
          <Field
            label="BetStartTime (minutes before the start)"
            inputMode="numeric"
            value={draft.betStartTime}
            onChange={(e) => setDraft({ ...draft, betStartTime: e.target.value })}
            error={errors.betStartTime}
          />
          <AuditedSave audit={audit} errors={errors} saving={isLoading} label="Save master data" />
        </form>
      </PanelBody>
    </Panel>
  );
}

export function SettingsPage() {
  const { data, error } = useSettingsQuery();
  return (
    <>
      <PageTitle>
        Settings <small>apply to the very next bet</small>
      </PageTitle>
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The settings could not be loaded.'}</ErrorText>}
      {data && (
        <Columns $columns="repeat(2, minmax(0, 1fr))" $stackAt={1000}>
          <MasterForm key={`${data.master.siteMessage}|${data.master.betStartTime}`} {...data.master} />
          <EventSettingsPanel />
          {data.sports.map((sport) => (
            <SportForm key={`${sport.id}|${SPORT_FIELDS.map((f) => sport[f]).join(',')}`} sport={sport} />
          ))}
          {data.stakeButtons && <StakeButtonsPanel stakeButtons={data.stakeButtons} />}
          <WithdrawalApprovalPanel />
        </Columns>
      )}
    </>
  );
}
