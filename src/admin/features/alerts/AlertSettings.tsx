// The alert thresholds: one row per kind, each changed on its own (audited: the value before and
// after). Rupees, players or seconds, as the row says.
import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { useMay } from '../session';
import { Muted, SmallButton } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { useAlertSettingsQuery, useSetAlertThresholdMutation, type AlertSettingRow } from './alertsApi';

const Inline = styled.form`
  display: flex;
  gap: 6px;
  align-items: center;
  input {
    width: 120px;
    min-height: 34px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
`;

function ThresholdForm({ row }: { row: AlertSettingRow }) {
  const [value, setValue] = useState(String(row.threshold));
  const [save, { isLoading }] = useSetAlertThresholdMutation();
  const may = useMay('settings.write');
  if (!may) return <>{row.threshold}</>;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const threshold = Number(value);
    if (!Number.isInteger(threshold) || threshold < 0) {
      toast.error('A threshold is a whole number from 0 to 100000000.');
      return;
    }
    try {
      await save({ kind: row.kind, threshold }).unwrap();
      toast.success(`Saved: ${row.label} ${threshold} ${row.unit}.`);
    } catch (e) {
      toast.error(serverMessage(e) ?? 'The threshold was not saved.');
    }
  };
  return (
    <Inline onSubmit={submit} aria-label={`Threshold: ${row.label}`}>
      <input aria-label={`${row.label} (${row.unit})`} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
      <SmallButton type="submit" disabled={isLoading || value === String(row.threshold)}>
        Save
      </SmallButton>
    </Inline>
  );
}

const COLUMNS: ReadonlyArray<ListColumn<AlertSettingRow>> = [
  { label: 'Alert when', cell: (r) => r.label },
  { label: 'Threshold', cell: (r) => <ThresholdForm key={`${r.kind}:${r.threshold}`} row={r} /> },
  { label: 'Unit', cell: (r) => r.unit },
  {
    label: 'Last changed',
    cell: (r) =>
      r.updatedBy ? (
        `${r.updatedBy}, ${new Date(r.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour12: false })}`
      ) : (
        <Muted>default</Muted>
      ),
  },
];

export function AlertSettings() {
  const { data, error } = useAlertSettingsQuery();
  return (
    <div style={{ marginTop: 14 }}>
      <DataList
        label="Alert thresholds"
        columns={COLUMNS}
        rows={data?.data}
        rowKey={(r) => r.kind}
        error={error ? (serverMessage(error) ?? 'The thresholds could not be loaded.') : null}
      />
    </div>
  );
}
