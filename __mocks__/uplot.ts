// Jest stand-in for uPlot (it draws on a canvas, which jsdom has not). Keeps the API the app uses:
// `new uPlot(options, data, element)`, `destroy()`, the static `paths` builders and `tzDate`. Each
// chart made is kept in `createdCharts` (options, data, and whether it was destroyed) for tests to read.
import type uPlotType from 'uplot';

export interface CreatedChart {
  options: uPlotType.Options;
  data: uPlotType.AlignedData;
  destroyed: boolean;
}

export const createdCharts: CreatedChart[] = [];

export default class FakeUPlot {
  static paths = {
    bars: () => () => null,
    stepped: () => () => null,
    linear: () => () => null,
  };

  static tzDate(date: Date): Date {
    return date;
  }

  private readonly record: CreatedChart;

  constructor(options: uPlotType.Options, data: uPlotType.AlignedData, element: HTMLElement) {
    this.record = { options, data, destroyed: false };
    createdCharts.push(this.record);
    const canvas = document.createElement('canvas');
    canvas.width = options.width;
    canvas.height = options.height;
    element.appendChild(canvas);
  }

  destroy(): void {
    this.record.destroyed = true;
  }
}
