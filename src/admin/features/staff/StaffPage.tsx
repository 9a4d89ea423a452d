// The staff list, and for an owner (staff.manage) the powers over it: create an account with its
// roles, change roles, suspend or reinstate, reset a password, reset two-factor. The server refuses
// what the person may not do; this page only does not offer it.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '../../../domain/contract/staff';
import { Badge, ErrorText, Field, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { DataList, type ListColumn } from '../../ui/DataList';
import { useMay, useStaffSelf } from '../session';
import {
  useCreateStaffMutation,
  useResetStaffPasswordMutation,
  useResetStaffTwoFactorMutation,
  useStaffListQuery,
  useUpdateStaffMutation,
} from './staffApi';

const RoleBoxes = styled.fieldset`
  border: 0;
  margin: 0 0 10px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  legend {
    font-size: 12.5px;
    font-weight: 600;
    margin-bottom: 4px;
  }
  label {
    display: inline-flex;
    gap: 5px;
    align-items: center;
    font-size: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

export const STAFF_PAGE_MSG = {
  roles: 'Tick at least one role.',
  username: 'A username of 3 to 32 letters, digits or _.',
  password: 'A password of at least 6 characters.',
} as const;

function RolePicker({ legend, value, onChange }: { legend: string; value: StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  return (
    <RoleBoxes>
      <legend>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {ROLE_LABELS[role]}
        </label>
      ))}
    </RoleBoxes>
  );
}

function CreateStaffForm() {
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateStaffMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[A-Za-z0-9_]{3,32}$/.test(username.trim())) return setError(STAFF_PAGE_MSG.username);
    if (password.trim().length < 6) return setError(STAFF_PAGE_MSG.password);
    if (roles.length === 0) return setError(STAFF_PAGE_MSG.roles);
    setError(null);
    const result = await create({
      username: username.trim(),
      password,
      roles,
      ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
    });
    if ('error' in result) return setError(serverMessage(result.error) ?? 'The account could not be created.');
    setUsername('');
    setDisplayName('');
    setPassword('');
    setRoles([]);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create a staff account">
      <Field label="Username" value={username} onValue={setUsername} autoComplete="off" maxLength={32} />
      <Field label="Display name" value={displayName} onValue={setDisplayName} maxLength={60} />
      <Field label="First password" type="password" value={password} onValue={setPassword} autoComplete="new-password" />
      <RolePicker legend="Roles" value={roles} onChange={setRoles} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading}>
        Create staff account
      </SmallButton>
    </form>
  );
}

function StaffActions({ member }: { member: StaffMember }) {
  const [update] = useUpdateStaffMutation();
  const [resetPassword] = useResetStaffPasswordMutation();
  const [resetTwoFactor] = useResetStaffTwoFactorMutation();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const answer = (result: { error?: unknown }, done: string) =>
    setMessage('error' in result && result.error ? (serverMessage(result.error) ?? 'Refused.') : done);
  const suspended = member.status === 'suspended';
  return (
    <div>
      <RolePicker legend={`Roles of ${member.username}`} value={roles} onChange={setRoles} />
      <Actions>
        <SmallButton type="button" onClick={async () => answer(await update({ id: member.id, patch: { roles } }), 'Roles saved.')}>
          Save roles
        </SmallButton>
        <SmallButton
          type="button"
          $variant={suspended ? 'approve' : 'reject'}
          onClick={async () =>
            answer(
              await update({ id: member.id, patch: { status: suspended ? 'active' : 'suspended' } }),
              suspended ? 'Reinstated.' : 'Suspended.',
            )
          }
        >
          {suspended ? 'Reinstate' : 'Suspend'}
        </SmallButton>
        <SmallButton
          type="button"
          disabled={!member.twoFactor}
          onClick={async () => answer(await resetTwoFactor(member.id), 'Two-factor reset.')}
        >
          Reset two-factor
        </SmallButton>
      </Actions>
      <Actions>
        <Field
          label={`New password for ${member.username}`}
          type="password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
        />
        <SmallButton
          type="button"
          onClick={async () => {
            if (password.trim().length < 6) return setMessage(STAFF_PAGE_MSG.password);
            answer(await resetPassword({ id: member.id, password }), 'Password reset.');
            setPassword('');
          }}
        >
          Reset password
        </SmallButton>
      </Actions>
      {message && <p role="status">{message}</p>}
    </div>
  );
}

const STAFF_COLUMNS: ReadonlyArray<ListColumn<StaffMember>> = [
  { label: 'Username', cell: (member) => member.username },
  { label: 'Name', cell: (member) => member.displayName },
  { label: 'Roles', cell: (member) => member.roles.map((role) => ROLE_LABELS[role]).join(', ') },
  { label: 'Status', cell: (member) => <Badge $tone={member.status === 'active' ? 'ok' : 'bad'}>{member.status}</Badge> },
  { label: 'Two-factor', cell: (member) => (member.twoFactor ? 'On' : 'Off') },
  { label: 'Last log-in (IST)', cell: (member) => member.lastLoginAt ?? '—' },
  { label: 'Created by', cell: (member) => member.createdBy ?? '—' },
];

export function StaffPage() {
  const { data, error } = useStaffListQuery();
  const manage = useMay('staff.manage');
  const self = useStaffSelf();
  return (
    <>
      <PageTitle>Staff</PageTitle>
      {manage && (
        <Panel>
          <h2>New staff account</h2>
          <PanelBody>
            <CreateStaffForm />
          </PanelBody>
        </Panel>
      )}
      <div style={{ height: 14 }} />
      <DataList
        label="Staff"
        title="Staff accounts"
        columns={STAFF_COLUMNS}
        rows={data?.staff}
        rowKey={(member) => member.id}
        error={error ? (serverMessage(error) ?? 'The staff list could not be loaded.') : null}
        actions={manage ? (member) => (member.id === self?.id ? 'You' : <StaffActions member={member} />) : undefined}
      />
    </>
  );
}
