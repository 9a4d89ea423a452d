// The loading overlay of spec §4: over the whole page from Submit until the bet is matched or
// refused, so nothing else can be tapped while the money is moving.
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(15, 42, 61, 0.45);
  cursor: progress;
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 20px;
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  .spinner {
    width: 26px;
    height: 26px;
    border: 3px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

export function PlacingOverlay() {
  return createPortal(
    <Cover data-testid="placing-overlay">
      <Box role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        Placing your bet…
      </Box>
    </Cover>,
    document.body,
  );
}
