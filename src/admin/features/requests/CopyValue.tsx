// A value with a copy button: the clerk pastes account details into the bank's portal.
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  code {
    font-size: 14px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  button {
    flex: none;
    min-height: 28px;
    padding: 2px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 5px;
    background: #fff;
    font-size: 12px;
    font-weight: 700;
    cursor: pointer;
    &:hover {
      background: #f1f4f7;
    }
  }
`;

export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  if (!value) return <span>—</span>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Row>
      <code>{value}</code>
      <button type="button" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </Row>
  );
}
