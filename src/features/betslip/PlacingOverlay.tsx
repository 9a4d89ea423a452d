// The loading overlay of spec §4, over the slip only: from Submit until the bet is
// matched or refused, with the seconds left of the market's delay. The rest of the page stays live
// (prices keep moving); a second slip cannot open until this bet ends (betslipListeners).
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectPlacingEndsAt } from './betslipSlice';
import { useT } from '../../i18n/runtime';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(15, 42, 61, 0.55);
  border-radius: inherit;
  cursor: progress;
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 210px;
  padding: 12px 18px;
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  .spinner {
    flex: none;
    width: 26px;
    height: 26px;
    border: 3px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.primary};
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
  .count {
    display: block;
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  .seconds {
    margin-left: auto;
    min-width: 2ch;
    font-size: 24px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

/** Whole seconds left until `endsAt` (rounded up), re-read every quarter second. */
function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function PlacingOverlay() {
  const t = useT();
  const seconds = useSecondsLeft(useAppSelector(selectPlacingEndsAt));
  return (
    <Cover data-testid="placing-overlay">
      <Box role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>
          {t('Placing your bet…')}
          <span className="count">
            {seconds === null ? t('Checking the price') : seconds > 0 ? t('Bet delay, seconds left') : t('Confirming the price')}
          </span>
        </span>
        {seconds !== null && (
          <span className="seconds" aria-label={t('{{count}} seconds left', { count: seconds })}>
            {t('{{count}}s', { count: seconds })}
          </span>
        )}
      </Box>
    </Cover>
  );
}
