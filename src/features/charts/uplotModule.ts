// uPlot and its CSS in one module, imported only on demand (UPlotChart.tsx), so that both land in the
// player app's own "charts" chunk and never on the log-in route.
import UPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default UPlot;
