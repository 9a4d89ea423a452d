// An audit row's before and after as a clerk reads them: one line per field that is named, the value
// before struck through and the value after beside it; unchanged fields are left out, lists and
// nested values written out plainly.
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px 8px;
  margin: 0;
  font-size: 12.5px;
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  del {
    color: #8a1022;
  }
  ins {
    color: #0a5f2a;
    text-decoration: none;
    font-weight: 600;
  }
`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value in words: yes/no, lists joined, nested fields as "key value". */
export function plain(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(plain).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .map(([k, v]) => `${k} ${plain(v)}`)
      .join('; ');
  return String(value);
}

/** "handSuspended" → "hand suspended", "min_odd_limit" → "min odd limit". */
const words = (key: string) => key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({ field: words(k), before: k in b ? plain(b[k]) : null, after: k in a ? plain(a[k]) : null }));
}

export function FieldDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <List>
      {changes.map((c) => (
        <div key={c.field} style={{ display: 'contents' }}>
          <dt>{c.field}</dt>
          <dd>
            {c.before !== null && <del aria-label={`was ${c.before}`}>{c.before}</del>}
            {c.before !== null && c.after !== null && ' → '}
            {c.after !== null && <ins aria-label={`now ${c.after}`}>{c.after}</ins>}
          </dd>
        </div>
      ))}
    </List>
  );
}
