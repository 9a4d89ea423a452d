// An accessible dialog: labelled by its title, focus moved in and given back, Tab kept inside,
// Escape and the backdrop close it only when it may be closed (the forced password change may not).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT } from '../i18n/runtime';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 18px 48px rgba(0, 0, 0, 0.35);
  &:focus {
    outline: none;
  }
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 10px 10px 18px;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  border-radius: 10px 10px 0 0;
  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const Close = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Body = styled.div`
  padding: 18px;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Without it the dialog cannot be dismissed: no close button, Escape or backdrop. */
  onClose?: () => void;
  width?: number;
}

export function Modal({ title, children, onClose, width = 440 }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? panel.current)?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $width={width} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <Close type="button" aria-label={t('Close')} onClick={onClose}>
              ×
            </Close>
          )}
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
