// The report pages' charts: Profit Loss as daily bars, green for a day won and red for a
// day lost; the Account Statement as the balance over the range. Times in India time.
import { useMemo } from 'react';
import type uPlot from 'uplot';
import styled from 'styled-components';
import type { AccountStatementRow, PlMainRow } from '../../domain/contract/reports';
import { theme } from '../../ui/theme';
import { balanceLine, dailyProfitLoss } from './chartData';
import { UPlotChart, type ChartOptions } from './UPlotChart';
import { useT } from '../../i18n/runtime';

const Box = styled.figure`
  margin: 0 0 14px;
  figcaption {
    font-weight: 700;
    margin-bottom: 6px;
  }
`;

const rupeeAxis = { size: 70, values: (_u: unknown, ticks: number[]) => ticks.map((v) => `₹${v.toLocaleString('en-IN')}`) };
// The x ranges come from the data itself: for a single point uPlot 1.6 widens a time scale by 86,400
// "units" of its `ms` option, which in seconds is a thousand days.
/** Half a day either side of the bars. */
const dayRange = (times: number[]) => (): [number, number] => [times[0] - 43_200, times[times.length - 1] + 43_200];
/** Bars stand on ₹0: the range always holds it, with a tenth of headroom. */
const fromZero = (_u: unknown, min: number, max: number): [number, number] => {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const pad = (high - low || 100) / 10;
  return [low < 0 ? low - pad : 0, high > 0 ? high + pad : 0];
};
/** From the first entry to the last (an hour either side of a single one). */
const timeRange = (times: number[]) => (): [number, number] => {
  const [min, max] = [times[0], times[times.length - 1]];
  return min === max ? [min - 3_600, max + 3_600] : [min, max];
};
const ist = (UPlot: Parameters<ChartOptions>[0]) => (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Kolkata');

/** Both charts: 220 px high, India time along the bottom, rupees up the side. */
function rupeeTimeChart(UPlot: Parameters<ChartOptions>[0], width: number, scales: uPlot.Scales, series: uPlot.Series[]): uPlot.Options {
  return { width, height: 220, tzDate: ist(UPlot), scales, series: [{}, ...series], axes: [{}, rupeeAxis] };
}

interface ReportFigureProps {
  caption: string;
  /** What the chart shows, for a screen reader. */
  label: string;
  options: ChartOptions;
  data: uPlot.AlignedData;
}

function ReportFigure({ caption, label, options, data }: ReportFigureProps) {
  return (
    <Box>
      <figcaption>{caption}</figcaption>
      <UPlotChart label={label} options={options} data={data} />
    </Box>
  );
}

export function ProfitLossChart({ rows }: { rows: readonly PlMainRow[] }) {
  const t = useT();
  const daily = useMemo(() => dailyProfitLoss(rows), [rows]);
  const options = useMemo<ChartOptions>(
    () => (UPlot, width) => {
      const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
      return rupeeTimeChart(UPlot, width, { x: { time: true, range: dayRange(daily.days) }, y: { range: fromZero } }, [
        { label: t('Profit ₹'), stroke: theme.colors.profit, fill: theme.colors.profit, paths: bars, points: { show: false } },
        { label: t('Loss ₹'), stroke: theme.colors.loss, fill: theme.colors.loss, paths: bars, points: { show: false } },
      ]);
    },
    [daily, t],
  );
  if (daily.days.length === 0) return null;
  return (
    <ReportFigure
      caption={t('Daily profit and loss')}
      label={t('Daily profit and loss: green bars for days won, red for days lost')}
      options={options}
      data={[daily.days, daily.profit, daily.loss]}
    />
  );
}

export function BalanceChart({ rows }: { rows: readonly AccountStatementRow[] }) {
  const t = useT();
  const line = useMemo(() => balanceLine(rows), [rows]);
  const options = useMemo<ChartOptions>(
    () => (UPlot, width) =>
      rupeeTimeChart(UPlot, width, { x: { time: true, range: timeRange(line.times) } }, [
        {
          label: t('Balance ₹'),
          stroke: theme.colors.primary,
          width: 2,
          fill: 'rgba(26,111,163,0.08)',
          paths: UPlot.paths.stepped?.({ align: 1 }),
        },
      ]),
    [line, t],
  );
  if (line.times.length === 0) return null;
  return <ReportFigure caption={t('Balance')} label={t('Balance over the range')} options={options} data={[line.times, line.balances]} />;
}
