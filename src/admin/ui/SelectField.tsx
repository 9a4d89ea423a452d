// A labelled select for the console's filters, with a real first choice ("Any …") rather than a
// placeholder that looks like an applied filter.
import { useId, type SelectHTMLAttributes } from 'react';
import { changeHandler, ErrorText, FieldBox, Select } from './adminUi';

export function SelectField({
  label,
  error,
  options,
  onValue,
  onChange,
  ...select
}: {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Called with the chosen value. */
  onValue?: (value: string) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Select id={id} $invalid={!!error} onChange={changeHandler(onChange, onValue)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && <ErrorText>{error}</ErrorText>}
    </FieldBox>
  );
}
