/**
 * chart.js, tree-shaken: only the controllers, elements and plugins the finance dashboard draws (lines, bars, a
 * doughnut, their legend and tooltips). Imported lazily by ChartCanvas only, so no other screen's bundle holds it.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family = 'system-ui, "Noto Sans CJK SC", "PingFang SC", sans-serif';

export { Chart };
export type { ChartConfiguration } from 'chart.js';
