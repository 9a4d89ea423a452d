// A labelled input with its error under it, tied together for screen readers (aria-describedby).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
`;

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
  color: inherit;
`;

const InputBox = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 6px;
  background: #ffffff;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.loss : theme.colors.border)};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.header};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 15px;
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: #667585;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 12.5px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.loss};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
interface FieldProps {
  label: string;
  /** Shown under the input (and read with it) instead of the hint. */
  error?: string;
  hint?: string;
  icon?: ReactNode;
}

export function TextField({ label, error, hint, icon, ...input }: InputProps & FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputBox $invalid={Boolean(error)}>
        {icon}
        <Input id={id} aria-invalid={Boolean(error)} aria-describedby={note ? noteId : undefined} {...input} />
      </InputBox>
      {error ? <FieldError id={noteId}>{error}</FieldError> : hint && <Hint id={noteId}>{hint}</Hint>}
    </Field>
  );
}
