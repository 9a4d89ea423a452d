// The audit log: every state-changing admin call and every refused one, newest first, filterable (by
// staff member too) and paged; each row names the person and the role they acted with, the values
// before and after the change, and the reason. A date range exports as CSV (GET /admin/audit.csv).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { Pagination } from '../../../ui/Pagination';
import { ErrorText, Field, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { AUDIT_PAGE_SIZE, auditCsvUrl, useAuditQuery } from './auditApi';
import { auditDraftErrors, toAuditFilter, type AuditDraft } from './auditFilter';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  gap: 0 10px;
  align-items: end;
  button {
    margin-bottom: 10px;
  }
  @media (max-width: 1000px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  th {
    padding: 7px 10px;
    background: ${({ theme }) => theme.colors.tab};
    color: #fff;
    font-size: 12px;
    text-align: left;
    white-space: nowrap;
  }
  td {
    padding: 7px 10px;
    border-bottom: 1px solid #eef1f4;
    vertical-align: top;
  }
  td.when {
    white-space: nowrap;
  }
  pre {
    margin: 0;
    max-width: 340px;
    white-space: pre-wrap;
    word-break: break-word;
    font:
      12px/1.35 ui-monospace,
      monospace;
  }
  pre.before {
    color: #8a1022;
  }
  pre.after {
    color: #0a5f2a;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    overflow-x: auto;
  }
`;

const EMPTY: AuditDraft = { action: '', target: '', operator: '', from: '', to: '' };

function shown(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);
}

export function AuditPage() {
  const [draft, setDraft] = useState(EMPTY);
  const [applied, setApplied] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof auditDraftErrors>>({});
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useAuditQuery(toAuditFilter(applied, page));
  const set = (field: keyof AuditDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = auditDraftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setApplied(draft);
    setPage(1);
  };
  const totalPages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle>
        Audit log{' '}
        <small>
          {data ? `${data.total} actions` : ''}
          {isFetching ? ' · loading…' : ''}
        </small>
      </PageTitle>
      <Panel>
        <h2>Filter</h2>
        <PanelBody>
          <Filters onSubmit={apply} noValidate aria-label="Filter the audit log">
            <Field label="Action" placeholder="market.rollback" value={draft.action} onChange={set('action')} error={errors.action} />
            <Field label="Target" placeholder="market:1.1000042" value={draft.target} onChange={set('target')} error={errors.target} />
            <Field label="Staff member" value={draft.operator} onChange={set('operator')} error={errors.operator} />
            <Field label="From (IST)" placeholder="2026-11-25" value={draft.from} onChange={set('from')} error={errors.from} />
            <Field label="To (IST)" placeholder="2026-11-26" value={draft.to} onChange={set('to')} error={errors.to} />
            <SmallButton type="submit" $variant="primary">
              Apply
            </SmallButton>
          </Filters>
          {error && <ErrorText role="alert">{serverMessage(error) ?? 'The audit log could not be loaded.'}</ErrorText>}
          {applied.from.trim() && applied.to.trim() ? (
            <a href={auditCsvUrl(applied)} download>
              Export {applied.from.trim()} to {applied.to.trim()} as CSV
            </a>
          ) : (
            <small>Give a From and a To date to export that range as CSV.</small>
          )}
        </PanelBody>
      </Panel>
      <div style={{ height: 14 }} />
      <Panel>
        <Table aria-label="Audit log">
          <thead>
            <tr>
              <th>When (IST)</th>
              <th>Staff</th>
              <th>Role</th>
              <th>Action</th>
              <th>Target</th>
              <th>Before</th>
              <th>After</th>
              <th>Reason</th>
              <th>IP</th>
            </tr>
          </thead>
          <tbody>
            {data?.rows.length === 0 && (
              <tr>
                <td colSpan={9} style={{ textAlign: 'center', padding: 24, color: '#5b6b79' }}>
                  No Record Found
                </td>
              </tr>
            )}
            {data?.rows.map((row) => (
              <tr key={row.id}>
                <td className="when">{row.at}</td>
                <td>{row.staff ?? row.operator}</td>
                <td>{row.role ?? '—'}</td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>{row.target}</td>
                <td>
                  <pre className="before">{shown(row.before)}</pre>
                </td>
                <td>
                  <pre className="after">{shown(row.after)}</pre>
                </td>
                <td>{row.reason ?? '—'}</td>
                <td>{row.ip}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Audit pages" />}
      </Panel>
    </>
  );
}
