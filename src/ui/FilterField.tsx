// The pieces of a report's filter bar: a row of labelled controls that wraps into two columns on
// phones, a native select (the phone's own picker) and the bar's submit slot.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: #f6f8fa;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 10px;
    padding: 12px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 150px;
  label {
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    min-width: 0;
  }
`;

/** Inputs and selects of the bar share one look: 40 px tall, the focus ring of the app. */
export const controlStyle = `
  height: 40px;
  width: 100%;
  padding: 0 10px;
  border-radius: 6px;
  background: #ffffff;
  font: inherit;
  font-size: 14px;
`;

/** A bordered control of the bar (a select, a date input) with the app's focus ring. */
export const boxedControl = css`
  ${controlStyle}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Select = styled.select`
  ${boxedControl}
`;

/** The bar's submit button: full width on phones, under the fields. */
export const FilterSubmit = styled.div`
  display: flex;
  gap: 8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-column: 1 / -1;
    > button {
      flex: 1;
    }
  }
`;

export function LabelledControl({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Field>
  );
}

export interface SelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

type SelectProps<Value extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: Value;
  options: ReadonlyArray<SelectOption<Value>>;
  onChange: (value: Value) => void;
};

export function SelectField<Value extends string | number>({ label, value, options, onChange, ...rest }: SelectProps<Value>) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <Select
          id={id}
          value={String(value)}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          {...rest}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledControl>
  );
}
