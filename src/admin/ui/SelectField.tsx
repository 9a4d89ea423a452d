// A labelled select for the console's filters, with a real first choice ("Any …") rather than a
// placeholder that looks like an applied filter.
import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, Select } from './adminUi';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 10px;
  label {
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export function SelectField({
  label,
  error,
  options,
  ...select
}: { label: string; error?: string; options: ReadonlyArray<{ value: string; label: string }> } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id'
>) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <Select id={id} $invalid={!!error} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && <ErrorText>{error}</ErrorText>}
    </Box>
  );
}
