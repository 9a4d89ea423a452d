// Label/value rows of the quick-stake buttons with an Update button: the Set Button Value popup edits
// all ten, the Change Button Values page the first eight. Values are whole rupees (digits only).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MATCH_STACK_LABEL_MAX_LENGTH } from '../../domain/contract/bets';
import { MSG } from '../../domain/messages';
import { Button } from '../../ui/Button';
import type { StackButton } from './betslipSlice';
import { useT } from '../../i18n/runtime';
import { ColumnHeads } from '../../ui/ColumnHeads';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 12px;
  th {
    padding: 6px 8px;
    text-align: left;
    font-size: 13px;
    background: ${({ theme }) => theme.colors.page};
  }
  td {
    padding: 4px 8px;
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font-size: 15px;
  }
`;

const Problem = styled.p`
  margin: 0 0 10px;
  color: ${({ theme }) => theme.colors.loss};
  font-weight: 700;
`;

interface Row {
  label: string;
  value: string;
}

interface Props {
  initial: readonly StackButton[];
  saving: boolean;
  onSubmit: (buttons: StackButton[]) => void;
}

export function StackButtonsForm({ initial, saving, onSubmit }: Props) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => initial.map((b) => ({ label: b.label, value: String(b.value) })));
  const [problem, setProblem] = useState<string | null>(null);

  const edit = (index: number, patch: Partial<Row>) => {
    setProblem(null);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = rows.every((row) => row.label.trim() !== '' && Number(row.value) >= 1);
    if (!complete) {
      setProblem(MSG.fillAllInputFields);
      return;
    }
    onSubmit(rows.map((row) => ({ label: row.label.trim(), value: Number(row.value) })));
  };

  return (
    <form onSubmit={submit} aria-label={t('Button values')}>
      <Table>
        <ColumnHeads names={[t('Price Label'), t('Price Value')]} />
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>
                <input
                  aria-label={t('Price Label {{number}}', { number: i + 1 })}
                  value={row.label}
                  maxLength={MATCH_STACK_LABEL_MAX_LENGTH}
                  onChange={(event) => edit(i, { label: event.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={t('Price Value {{number}}', { number: i + 1 })}
                  value={row.value}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  onChange={(event) => edit(i, { value: event.target.value.replace(/\D/g, '').slice(0, 8) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {problem && <Problem role="alert">{t(problem)}</Problem>}
      <Button type="submit" $block disabled={saving}>
        {t('Update')}
      </Button>
    </form>
  );
}
