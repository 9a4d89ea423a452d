// A uPlot chart drawn into a box once the library has loaded (its own chunk, uplotModule.ts), redrawn
// when the data or the box's width changes. The box is an image with a label for assistive tech; the
// pages keep the same figures in their tables.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useT } from '../../i18n/runtime';

export type UPlotClass = typeof uPlot;
export type ChartOptions = (UPlot: UPlotClass, width: number) => uPlot.Options;

export const loadUPlot = (): Promise<UPlotClass> => import(/* webpackChunkName: "charts" */ './uplotModule').then((m) => m.default);

interface Props {
  label: string;
  options: ChartOptions;
  data: uPlot.AlignedData;
  height?: number;
  /** Where the library comes from: the player app's "charts" chunk unless the page names its own. */
  load?: () => Promise<UPlotClass>;
}

export function UPlotChart({ label, options, data, load = loadUPlot }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.max(260, Math.floor(element.clientWidth)));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return undefined;
    let chart: uPlot | undefined;
    let cancelled = false;
    load()
      .then((UPlot) => {
        if (!cancelled) chart = new UPlot(options(UPlot, width), data, element);
      })
      .catch((error: unknown) => {
        console.error('The chart could not be drawn', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [options, data, width, load]);

  return (
    <div>
      <div ref={box} role="img" aria-label={label} data-chart="uplot" />
      {failed && <p>{t('The chart could not be drawn.')}</p>}
    </div>
  );
}
