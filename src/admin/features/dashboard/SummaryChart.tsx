// Deposits, withdrawals and gross gaming revenue per day, drawn by uPlot through the player app's
// chart. The console imports uPlot on demand from a chunk of its own ('admin-chart'), which only this
// page loads (its 2 KB of CSS rides with the console's).
import { useMemo } from 'react';
import 'uplot/dist/uPlot.min.css';
import { UPlotChart, type ChartOptions, type UPlotClass } from '../../../features/charts';
import type { SummaryDay } from './summaryApi';

const loadConsoleUPlot = (): Promise<UPlotClass> => import(/* webpackChunkName: "admin-chart" */ 'uplot').then((m) => m.default);

const options: ChartOptions = (_UPlot, width) => ({
  width: Math.max(300, width),
  height: 240,
  scales: { x: { time: true } },
  series: [
    {},
    { label: 'Deposits ₹', stroke: '#0a8a3a', width: 2 },
    { label: 'Withdrawals ₹', stroke: '#d0021b', width: 2 },
    { label: 'GGR ₹', stroke: '#1a6fa3', width: 2, fill: 'rgba(26,111,163,0.08)' },
  ],
  axes: [{}, { size: 70 }],
});

export function SummaryChart({ days }: { days: SummaryDay[] }) {
  const data = useMemo(
    () =>
      [
        days.map((d) => Date.parse(`${d.day}T00:00:00+05:30`) / 1000),
        days.map((d) => d.deposits.amount),
        days.map((d) => d.withdrawals.amount),
        days.map((d) => d.ggr),
      ] as [number[], ...number[][]],
    [days],
  );
  return (
    <UPlotChart label="Deposits, withdrawals and gross gaming revenue per day" options={options} data={data} load={loadConsoleUPlot} />
  );
}
