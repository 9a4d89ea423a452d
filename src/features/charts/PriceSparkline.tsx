// A match-odds runner's best back price over the last 30 minutes, beside its name: an SVG
// line drawn by hand (no library on the match page's rows), from the market's price history, which
// all the runners share through one cached call refreshed every 15 s. A tap opens the larger chart.
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useGetPriceHistoryQuery } from './chartsApi';
import { dataOnly } from '../../api/pollResult';
import { useT } from '../../i18n/runtime';

const PriceChartModal = lazy(() => import('./PriceChartModal'));

export const PRICE_HISTORY_POLL_MS = 15_000;
const W = 56;
const H = 18;

const Spark = styled.button`
  display: inline-flex;
  align-items: center;
  flex: none;
  width: ${W + 8}px;
  height: ${H + 8}px;
  margin-left: 6px;
  padding: 3px;
  border: 1px solid transparent;
  border-radius: 4px;
  background: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.border};
  }
  svg {
    display: block;
    width: ${W}px;
    height: ${H}px;
  }
  /* Narrower on a phone, where the runner's name needs the room. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 44px;
    margin-left: 4px;
    svg {
      width: 36px;
    }
  }
`;

/** The polyline's points for `values` (nulls skipped) in a W × H box, or '' with fewer than two. */
export function sparkPoints(times: readonly number[], values: ReadonlyArray<number | null>): string {
  const points = times.map((t, i) => [t, values[i]] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  if (points.length < 2) return '';
  const t0 = points[0][0];
  const span = points[points.length - 1][0] - t0 || 1;
  const prices = points.map((p) => p[1]);
  const low = Math.min(...prices);
  const range = Math.max(...prices) - low || 1;
  return points.map(([t, v]) => `${(((t - t0) / span) * W).toFixed(1)},${(H - 1 - ((v - low) / range) * (H - 2)).toFixed(1)}`).join(' ');
}

interface Props {
  marketId: string;
  selectionId: number;
  runnerName: string;
}

export const PriceSparkline = memo(function PriceSparkline({ marketId, selectionId, runnerName }: Props) {
  const t = useT();
  const { data } = useGetPriceHistoryQuery(marketId, { pollingInterval: PRICE_HISTORY_POLL_MS, selectFromResult: dataOnly });
  const [open, setOpen] = useState(false);
  const series = data?.runners.find((r) => r.selectionId === selectionId);
  const points = useMemo(() => (series ? sparkPoints(series.t, series.back) : ''), [series]);
  if (!series || !points) return null;
  // Shortening (the runner more fancied) green, drifting red, unchanged grey.
  const prices = series.back.filter((v): v is number => v !== null);
  const move = prices[prices.length - 1] - prices[0];
  const colour = move < 0 ? '#077a32' : move > 0 ? '#d0021b' : '#5b6b79';
  return (
    <>
      <Spark
        type="button"
        aria-label={t('Price chart {{runner}}: last 30 minutes', { runner: runnerName })}
        onClick={() => setOpen(true)}
        data-sparkline={selectionId}
      >
        <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <polyline
            points={points}
            fill="none"
            stroke={colour}
            strokeWidth="1.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </Spark>
      {open && (
        <Suspense fallback={null}>
          <PriceChartModal series={series} runnerName={runnerName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
