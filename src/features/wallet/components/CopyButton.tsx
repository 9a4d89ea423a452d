// Copies one merchant detail to the clipboard and says so for a moment.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CheckIcon, CopyIcon } from './walletIcons';
import { useT } from '../../../i18n/runtime';

const Small = styled.button<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  min-height: 34px;
  min-width: 82px;
  justify-content: center;
  padding: 4px 10px;
  border: 1px solid ${({ theme, $done }) => ($done ? theme.colors.profit : theme.colors.primary)};
  border-radius: 6px;
  background: ${({ $done }) => ($done ? '#e7f6ec' : '#ffffff')};
  color: ${({ theme, $done }) => ($done ? theme.colors.profit : theme.colors.primaryDark)};
  font-size: 12.5px;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ $done }) => ($done ? '#e7f6ec' : '#e8f3fb')};
  }
`;

/** navigator.clipboard needs a secure context (https or localhost); older paths still copy. */
async function copyText(value: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(value);
    return;
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** `what`: the detail's name, already in the player's language. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    copyText(value).then(
      () => setCopied(true),
      (error) => console.error('Copy failed', error),
    );
  };
  return (
    <Small type="button" $done={copied} aria-label={t('Copy {{what}}', { what })} onClick={copy}>
      {copied ? <CheckIcon size={15} /> : <CopyIcon size={15} />}
      <span aria-live="polite">{copied ? t('Copied') : t('Copy')}</span>
    </Small>
  );
}
