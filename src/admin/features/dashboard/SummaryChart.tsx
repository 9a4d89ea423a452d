// Deposits, withdrawals and gross gaming revenue per day, drawn by uPlot. uPlot (and its CSS) is
// imported on demand, so it lands in a chunk of its own that only this page loads (its 2 KB of CSS
// rides with the console's).
import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { SummaryDay } from './summaryApi';

export function SummaryChart({ days }: { days: SummaryDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const element = box.current;
    if (!element) return undefined;
    import(/* webpackChunkName: "admin-chart" */ 'uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const x = days.map((d) => Date.parse(`${d.day}T00:00:00+05:30`) / 1000);
        chart = new UPlot(
          {
            width: Math.max(300, element.clientWidth),
            height: 240,
            scales: { x: { time: true } },
            series: [
              {},
              { label: 'Deposits ₹', stroke: '#0a8a3a', width: 2 },
              { label: 'Withdrawals ₹', stroke: '#d0021b', width: 2 },
              { label: 'GGR ₹', stroke: '#1a6fa3', width: 2, fill: 'rgba(26,111,163,0.08)' },
            ],
            axes: [{}, { size: 70 }],
          },
          [x, days.map((d) => d.deposits.amount), days.map((d) => d.withdrawals.amount), days.map((d) => d.ggr)],
          element,
        );
      })
      .catch((error: unknown) => {
        console.error('The chart could not be drawn', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);
  return (
    <div>
      <div ref={box} role="img" aria-label="Deposits, withdrawals and gross gaming revenue per day" />
      {failed && <p>The chart could not be drawn.</p>}
    </div>
  );
}
