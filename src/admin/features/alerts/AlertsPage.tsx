// The alerts: what crossed one of the thresholds (and the older kinds: password attacks, the slip
// disk budget), newest first, each linked to what raised it and acknowledged by a person (who, when).
// Below, the thresholds themselves: each change is an audit row.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../api/errors';
import { ALERT_KIND_LABELS, type OperatorAlert } from '../../../domain/contract/alerts';
import { linkOf } from '../../app/adminLinks';
import { useMay } from '../session';
import { Badge, PageTitle, SmallButton } from '../../ui/adminUi';
import { DataList, FilterBar, type ListColumn } from '../../ui/DataList';
import { listState } from '../../ui/listQuery';
import { SelectField } from '../../ui/SelectField';
import { useAcknowledgeAlertMutation, useAlertsQuery } from './alertsApi';
import { AlertSettings } from './AlertSettings';

const KIND_OPTIONS = [{ value: '', label: 'Every kind' }, ...Object.entries(ALERT_KIND_LABELS).map(([value, label]) => ({ value, label }))];
const SHOW_OPTIONS = [
  { value: 'open', label: 'Not yet acknowledged' },
  { value: 'all', label: 'All, acknowledged too' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false });

export const ALERT_COLUMNS: ReadonlyArray<ListColumn<OperatorAlert>> = [
  { label: 'Raised (IST)', cell: (a) => when(a.at) },
  {
    label: 'Kind',
    cell: (a) => (
      <Badge $tone={a.kind.startsWith('shared') || a.kind === 'login.attack' ? 'bad' : 'warn'}>{ALERT_KIND_LABELS[a.kind] ?? a.kind}</Badge>
    ),
  },
  { label: 'What', align: 'wide', cell: (a) => a.message },
  {
    label: 'Raised by',
    cell: (a) => {
      const link = linkOf(a.link, { kind: a.kind });
      return link ? <Link to={link.to}>{link.text}</Link> : a.subject;
    },
  },
  {
    label: 'Acknowledged',
    cell: (a) =>
      a.acknowledgedBy && a.acknowledgedAt ? `${a.acknowledgedBy}, ${when(a.acknowledgedAt)}` : <Badge $tone="bad">Open</Badge>,
  },
];

export function AcknowledgeButton({ alert }: { alert: OperatorAlert }) {
  const [acknowledge, { isLoading }] = useAcknowledgeAlertMutation();
  // An auditor reads alerts but leaves them to the staff who act on them.
  const mayAcknowledge = useMay('alerts.acknowledge');
  if (alert.acknowledgedBy || !mayAcknowledge) return null;
  const click = async () => {
    try {
      await acknowledge(alert.id).unwrap();
      toast.success('Alert acknowledged.');
    } catch (e) {
      toast.error(serverMessage(e) ?? 'The alert was not acknowledged.');
    }
  };
  return (
    <SmallButton type="button" $variant="primary" disabled={isLoading} onClick={click} aria-label={`Acknowledge alert ${alert.id}`}>
      Acknowledge
    </SmallButton>
  );
}

export function AlertsPage() {
  const [kind, setKind] = useState('');
  const [show, setShow] = useState('open');
  const alerts = useAlertsQuery({ kind: kind || undefined, open: show === 'open' }, { pollingInterval: 15_000 });
  const maySettings = useMay('settings.read');
  return (
    <>
      <PageTitle>Alerts</PageTitle>
      <DataList
        label="Alerts"
        summary={alerts.data ? `${alerts.data.open} open` : undefined}
        {...listState(alerts, (data) => data.data, 'The alerts could not be loaded.')}
        columns={ALERT_COLUMNS}
        rowKey={(a) => a.id}
        actions={(a) => <AcknowledgeButton alert={a} />}
        empty={show === 'open' ? 'No open alert.' : 'No alert.'}
        filters={
          <FilterBar aria-label="Filter the alerts" onSubmit={(e) => e.preventDefault()}>
            <SelectField label="Kind" options={KIND_OPTIONS} value={kind} onValue={setKind} />
            <SelectField label="Show" options={SHOW_OPTIONS} value={show} onValue={setShow} />
          </FilterBar>
        }
      />
      {maySettings && <AlertSettings />}
    </>
  );
}
