// The audit log: every state-changing admin call and every refused one, newest first, filterable (by
// a known action, a target, a staff member, IST dates) and paged; each row names the person and the
// role they acted with, the target in words with a link, what changed field by field, and the reason.
// A date range exports as CSV (GET /admin/audit.csv).
import { Link } from 'react-router-dom';
import { linkOf } from '../../app/adminLinks';
import { Field, PageTitle } from '../../ui/adminUi';
import { DataList, FilterForm, type ListColumn } from '../../ui/DataList';
import { pagedListState, type PagedList } from '../../ui/listQuery';
import { useListFilter } from '../../ui/useListFilter';
import { SelectField } from '../../ui/SelectField';
import { AUDIT_PAGE_SIZE, auditCsvUrl, useAuditQuery, type AuditRow } from './auditApi';
import { auditDraftErrors, toAuditFilter, type AuditDraft } from './auditFilter';
import { FieldDiff } from './FieldDiff';

const EMPTY: AuditDraft = { action: '', target: '', operator: '', from: '', to: '' };

function Target({ row }: { row: AuditRow }) {
  const link = linkOf(row.targetLink ?? null);
  const text = row.targetName ?? row.target;
  return link ? (
    <Link to={link.to} title={row.target}>
      {text}
    </Link>
  ) : (
    <span title={row.target}>{text}</span>
  );
}

const AUDIT_LIST: PagedList = { pageSize: AUDIT_PAGE_SIZE, counted: 'actions', failed: 'The audit log could not be loaded.' };

const COLUMNS: ReadonlyArray<ListColumn<AuditRow>> = [
  { label: 'When (IST)', cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.at}</span> },
  { label: 'Staff', cell: (r) => r.staff ?? r.operator },
  { label: 'Role', cell: (r) => r.role ?? '—' },
  { label: 'Action', cell: (r) => <code>{r.action}</code> },
  { label: 'Target', cell: (r) => <Target row={r} /> },
  { label: 'Changes', align: 'wide', cell: (r) => <FieldDiff before={r.before} after={r.after} /> },
  { label: 'Reason', align: 'wide', cell: (r) => r.reason ?? '—' },
  { label: 'IP', cell: (r) => r.ip },
];

export function AuditPage() {
  const list = useListFilter(EMPTY, auditDraftErrors);
  const { draft, applied } = list;
  const audit = useAuditQuery(toAuditFilter(applied, list.page));
  const known = audit.data?.actions ?? [];
  const actions = [
    { value: '', label: 'Any action' },
    ...[...new Set([...known, ...(draft.action ? [draft.action] : [])])].map((a) => ({ value: a, label: a })),
  ];
  const ranged = applied.from.trim() && applied.to.trim();
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <DataList
        label="Audit log"
        {...pagedListState(audit, list, AUDIT_LIST)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        csv={ranged ? { href: auditCsvUrl(applied), label: `Export ${applied.from.trim()} to ${applied.to.trim()} as CSV` } : undefined}
        filters={
          <>
            <FilterForm label="Filter the audit log" onApply={list.apply}>
              <SelectField label="Action" options={actions} {...list.bind('action')} />
              <Field label="Target" placeholder="e.g. market:1.1000042" {...list.bind('target')} />
              <Field label="Staff member" {...list.bind('operator')} />
              <Field label="From (IST)" placeholder="YYYY-MM-DD" {...list.bind('from')} />
              <Field label="To (IST)" placeholder="YYYY-MM-DD" {...list.bind('to')} />
            </FilterForm>
            {!ranged && <small>Give a From and a To date to export that range as CSV.</small>}
          </>
        }
      />
    </>
  );
}
