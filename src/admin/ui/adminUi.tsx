// The console's dense building blocks: a compact labelled field, panels, badges and money. Desktop
// first (a clerk's screen), but nothing is narrower than a phone can show.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { formatRupees } from '../../domain/money';

export const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  > h2,
  > header h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 700;
  }
  > h2,
  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 9px 14px;
    background: #f4f6f8;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const PanelBody = styled.div`
  padding: 12px 14px;
`;

export const PageTitle = styled.h1`
  margin: 0 0 12px;
  font-size: 18px;
  display: flex;
  align-items: baseline;
  gap: 10px;
  small {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A labelled control's box: the label above, the control, then its error or hint. */
export const FieldBox = styled.div`
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

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 36px;
  padding: 6px 10px;
  border-radius: 6px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.loss : theme.colors.border)};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control} resize: vertical;
  min-height: 56px;
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 12.5px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.loss};
`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Called with the text as typed: the usual case of a field kept in a useState. */
  onValue?: (value: string) => void;
}

/** A change handler calling both the element's own onChange and onValue with the text. */
export function changeHandler<E extends { target: { value: string } }>(onChange?: (event: E) => void, onValue?: (value: string) => void) {
  return onChange || onValue
    ? (event: E) => {
        onChange?.(event);
        onValue?.(event.target.value);
      }
    : undefined;
}

/** A control's label above it and its error (or hint) below, tied to it for screen readers. */
function Labelled({
  label,
  error,
  hint,
  children,
}: FieldProps & {
  children: (control: { id: string; $invalid: boolean; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, $invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-e` : undefined })}
      {error ? <ErrorText id={`${id}-e`}>{error}</ErrorText> : hint}
    </FieldBox>
  );
}

export function Field({ label, error, hint, onValue, onChange, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Labelled label={label} error={error} hint={hint}>
      {(control) => <Input {...control} onChange={changeHandler(onChange, onValue)} {...input} />}
    </Labelled>
  );
}

export function AreaField({
  label,
  error,
  onValue,
  onChange,
  ...input
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Labelled label={label} error={error}>
      {(control) => <TextArea {...control} onChange={changeHandler(onChange, onValue)} {...input} />}
    </Labelled>
  );
}

export type BadgeTone = 'ok' | 'bad' | 'warn' | 'info' | 'muted';
const badgeColours: Record<BadgeTone, [string, string]> = {
  ok: ['#dff3e6', '#0a6b2e'],
  bad: ['#fde2e5', '#a3001a'],
  warn: ['#fff1cc', '#7a5200'],
  info: ['#dcecf8', '#0f4f78'],
  muted: ['#eceff2', '#45525e'],
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $tone }) => badgeColours[$tone][0]};
  color: ${({ $tone }) => badgeColours[$tone][1]};
`;

export function Money({ value, signed }: { value: number; signed?: boolean }) {
  const tone = signed ? (value < 0 ? 'loss' : value > 0 ? 'profit' : undefined) : undefined;
  return <MoneyText $tone={tone}>{formatRupees(value)}</MoneyText>;
}

const MoneyText = styled.span<{ $tone?: 'loss' | 'profit' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : 'inherit')};
`;

/** Label/value pairs in two columns (one on a phone). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 5px 14px;
  margin: 0;
  font-size: 13.5px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd.big {
    font-size: 20px;
    font-weight: 800;
  }
`;

export const Kbd = styled.kbd`
  display: inline-block;
  min-width: 18px;
  padding: 0 4px;
  border: 1px solid #b8c2cc;
  border-bottom-width: 2px;
  border-radius: 4px;
  background: #fff;
  font:
    600 11px/16px ui-monospace,
    monospace;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

export const SmallButton = styled.button<{ $variant?: 'approve' | 'reject' | 'plain' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
  font-size: 13.5px;
  cursor: pointer;
  ${({ $variant = 'plain', theme }) =>
    ({
      approve: css`
        background: ${theme.colors.profit};
        border-color: ${theme.colors.profit};
        color: #fff;
        &:hover:not(:disabled) {
          background: #076e2e;
        }
      `,
      reject: css`
        background: ${theme.colors.loss};
        border-color: ${theme.colors.loss};
        color: #fff;
        &:hover:not(:disabled) {
          background: #a80016;
        }
      `,
      primary: css`
        background: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        color: #fff;
        &:hover:not(:disabled) {
          background: ${theme.colors.primaryDark};
        }
      `,
      plain: css`
        background: #fff;
        color: ${theme.colors.text};
        &:hover:not(:disabled) {
          background: #f1f4f7;
        }
      `,
    })[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12.5px;
`;
