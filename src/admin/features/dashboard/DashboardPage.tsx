// The dashboard: the summary first (commission, liability, open alerts), then today's and a chosen range's figures from the summary call, the requests pending now
// (linking to the queues), and the per-day chart; refreshed every 30 s.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { formatRupees } from '../../../domain/money';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { adminApiUrl } from '../../api/adminApi';
import { ErrorText, Field, Money, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { SummaryChart } from './SummaryChart';
import { Overview } from './Overview';
import { Cards } from './cards';
import { Figure } from './Figure';
import { rangeError, useSummaryQuery, type SummaryResponse } from './summaryApi';

const RangeForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  flex-wrap: wrap;
  > div {
    margin: 0;
  }
`;

function todayIst(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

function Figures({ data, label }: { data: SummaryResponse['totals']; label: string }) {
  return (
    <Cards aria-label={label}>
      <Figure title="Deposits" note={`${data.deposits.count} approved`}>
        <Money value={data.deposits.amount} />
      </Figure>
      <Figure title="Withdrawals" note={`${data.withdrawals.count} approved`}>
        <Money value={data.withdrawals.amount} />
      </Figure>
      <Figure title="Turnover" note="matched stakes">
        <Money value={data.turnover} />
      </Figure>
      <Figure title="GGR" note="settled markets">
        <Money value={data.ggr} signed />
      </Figure>
      <Figure title="New players">{data.newPlayers}</Figure>
      <Figure title="Active players">{data.activePlayers}</Figure>
    </Cards>
  );
}

export function DashboardPage() {
  const today = todayIst();
  const [draft, setDraft] = useState({ from: '', to: today });
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const todays = useSummaryQuery({ from: today, to: today }, { pollingInterval: 30_000 });
  const ranged = useSummaryQuery(range, { pollingInterval: 30_000 });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const invalid = rangeError(draft.from, draft.to);
    setError(invalid);
    if (!invalid) setRange(draft);
  };
  const pending = todays.data?.pending;
  return (
    <>
      <PageTitle>
        Dashboard <small>refreshed every 30 s</small>
      </PageTitle>
      {(todays.error || ranged.error) && (
        <ErrorText role="alert">{serverMessage(todays.error ?? ranged.error) ?? 'The summary could not be loaded.'}</ErrorText>
      )}
      <Overview ggrToday={todays.data?.totals.ggr} />
      {pending && (
        <Cards aria-label="Pending requests">
          <Figure title="Pending deposits" note={formatRupees(pending.deposits.amount)} to={ADMIN_PAGES.deposits}>
            {pending.deposits.count}
          </Figure>
          <Figure title="Pending withdrawals" note={formatRupees(pending.withdrawals.amount)} to={ADMIN_PAGES.withdrawals}>
            {pending.withdrawals.count}
          </Figure>
        </Cards>
      )}
      <h2 style={{ fontSize: 14, margin: '4px 0 8px' }}>Today</h2>
      {todays.data && <Figures data={todays.data.totals} label="Today" />}
      <Panel>
        <header>
          <h2>{ranged.data ? `${ranged.data.from} to ${ranged.data.to}` : 'Range'}</h2>
          <RangeForm onSubmit={apply} noValidate aria-label="Range">
            <Field
              label="From"
              placeholder="YYYY-MM-DD"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
            <Field label="To" placeholder="YYYY-MM-DD" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            <SmallButton type="submit" $variant="primary">
              Show
            </SmallButton>
          </RangeForm>
        </header>
        <PanelBody>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          {ranged.data && (
            <>
              <Figures data={ranged.data.totals} label="Range totals" />
              <a href={adminApiUrl(`/summary.csv?from=${ranged.data.from}&to=${ranged.data.to}`)} download>
                Export {ranged.data.from} to {ranged.data.to} as CSV
              </a>
              <SummaryChart days={ranged.data.days} />
            </>
          )}
        </PanelBody>
      </Panel>
    </>
  );
}
