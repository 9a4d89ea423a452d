// The larger price chart a sparkline opens: the runner's best back and lay over the last 30 minutes.
import { useMemo } from 'react';
import type { PriceHistoryResponse } from '../../domain/contract/protection';
import { theme } from '../../ui/theme';
import { Modal } from '../../ui/Modal';
import { UPlotChart, type ChartOptions } from './UPlotChart';
import { useT } from '../../i18n/runtime';

interface Props {
  series: PriceHistoryResponse['runners'][number];
  runnerName: string;
  onClose: () => void;
}

export default function PriceChartModal({ series, runnerName, onClose }: Props) {
  const t = useT();
  const data = useMemo(
    () => [series.t.map((t) => t / 1000), series.back, series.lay] as [number[], Array<number | null>, Array<number | null>],
    [series],
  );
  const options = useMemo<ChartOptions>(
    () => (UPlot, width) => ({
      width,
      height: 260,
      tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Kolkata'),
      scales: { x: { time: true } },
      series: [
        {},
        { label: t('Back'), stroke: theme.colors.primary, width: 2, spanGaps: false },
        { label: t('Lay'), stroke: '#c2185b', width: 2, spanGaps: false },
      ],
      axes: [{}, { size: 50 }],
    }),
    [t],
  );
  return (
    <Modal title={t('{{runner}}: last 30 minutes', { runner: runnerName })} onClose={onClose} width={640}>
      <UPlotChart
        label={t('Best back and lay prices of {{runner}} over the last 30 minutes', { runner: runnerName })}
        options={options}
        data={data}
      />
    </Modal>
  );
}
