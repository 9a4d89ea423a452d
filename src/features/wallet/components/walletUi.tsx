// The wallet's building blocks: cards, section titles, toggle pills, the money figure and the
// progress bar. Colours from the app theme (look.md): dark header blue, gold accent, green/red money.
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 1px 3px rgba(15, 42, 61, 0.08);
  padding: 16px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 14px 12px;
  }
`;

export const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 14px;
  font-size: 15px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.header};
`;

/** The number in a circle before a step's title (1 pay, 2 upload, 3 transaction id). */
export const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 13px;
  font-weight: 800;
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const PillGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 14px;
`;

/** A choice among a few (payment method, UPI or Bank): a toggle button that says when it is on. */
export const Pill = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 6px 16px;
  border-radius: 8px;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  background: ${({ $on }) => ($on ? '#e8f3fb' : '#ffffff')};
  color: ${({ theme, $on }) => ($on ? theme.colors.primaryDark : theme.colors.text)};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    flex: 1 1 auto;
    justify-content: center;
  }
`;

export const Money = styled.span<{ $tone?: 'profit' | 'loss' | 'plain' }>`
  font-variant-numeric: tabular-nums;
  font-weight: 800;
  color: ${({ theme, $tone = 'plain' }) => ($tone === 'profit' ? theme.colors.profit : $tone === 'loss' ? theme.colors.loss : theme.colors.text)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 14 }) => $gap}px;
`;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: #dfe6ec;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: 4px;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary}, #38a3e0);
  transition: width 0.2s ease;
`;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}

/** A row of two columns on wide screens, one on phones. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

/** A small back arrow before a card's title (the icon is inside; the label says where it goes). */
export const BackButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  margin: -6px 0 -6px -6px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: #e8f3fb;
  }
`;

/** A segmented switch (the rules' languages, the Deposit and Withdraw tabs): a tinted strip of buttons. */
export const SegmentStrip = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 14px;
  padding: 4px;
  border-radius: 8px;
  background: #eef1f4;
`;

/** One button of a segmented switch: the chosen one dark with a gold label. */
export const SegmentButton = styled.button<{ $on: boolean }>`
  flex: 1;
  min-height: 40px;
  border: 0;
  border-radius: 6px;
  background: ${({ $on, theme }) => ($on ? theme.colors.header : 'transparent')};
  color: ${({ $on, theme }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 700;
  cursor: pointer;
`;
