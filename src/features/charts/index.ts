// The charts feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { PriceSparkline } from './PriceSparkline';
export { BalanceChart, ProfitLossChart } from './ReportCharts';
export { UPlotChart, type ChartOptions, type UPlotClass } from './UPlotChart';
