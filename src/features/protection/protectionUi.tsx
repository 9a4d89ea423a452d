// Small shared parts of the Responsible gaming page: its cards, the form row, and the answer line.
import styled from 'styled-components';
import { serverMessage } from '../../api/errors';
import { translateMessage, useT } from '../../i18n/runtime';

export const Card = styled.section`
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  h2 {
    margin: 0;
    padding: 10px 16px;
    font-size: 15px;
    background: ${({ theme }) => theme.colors.tab};
    color: #ffffff;
  }
  > div {
    padding: 14px 16px;
  }
  p {
    margin: 0 0 10px;
  }
`;

export const FormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  select,
  input {
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
  input {
    width: 150px;
  }
`;

export const LimitTable = styled.table`
  width: 100%;
  margin-bottom: 12px;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  .pending {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 13px;
  }
`;

const Line = styled.p<{ $error: boolean }>`
  margin: 10px 0 0 !important;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.loss : theme.colors.profit)};
`;

/** The server's answer to the last change: its message, or its refusal's. */
export function Answer({ ok, error }: { ok?: string; error?: unknown }) {
  const t = useT();
  const refusal = error ? serverMessage(error) : undefined;
  if (error)
    return (
      <Line $error role="alert">
        {refusal ? translateMessage(refusal) : t('The change could not be saved. Please try again.')}
      </Line>
    );
  if (ok)
    return (
      <Line $error={false} role="status">
        {translateMessage(ok)}
      </Line>
    );
  return null;
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  /** The translation key naming each choice. */
  titles: Record<T, string>;
  onChange: (value: T) => void;
  name?: string;
}

/** A labelled drop-down of a fixed set of choices (a limit's period, an exclusion's length). */
export function ChoiceSelect<T extends string>({ label, value, choices, titles, onChange, name }: ChoiceSelectProps<T>) {
  const t = useT();
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T)} name={name}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(titles[choice])}
          </option>
        ))}
      </select>
    </label>
  );
}
