import { useEffect, useRef, useState } from 'react';
import type { ChartConfiguration } from './chart-setup';

/**
 * A chart.js chart on a canvas: chart.js is loaded the first time a chart is drawn (chart-setup.ts, its own chunk);
 * a new config redraws it; it is destroyed with the component. `data-drawn` says when the chart is on the canvas.
 */
export function ChartCanvas(props: { config: ChartConfiguration; label: string; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const { config } = props;
  useEffect(() => {
    let chart: { destroy: () => void } | null = null;
    let gone = false;
    void import('./chart-setup').then(({ Chart }) => {
      if (gone || !canvas.current) return;
      chart = new Chart(canvas.current, config);
      setDrawn(true);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className="fin-chart" style={{ height: props.height }}>
      <canvas ref={canvas} role="img" aria-label={props.label} data-drawn={drawn ? '1' : '0'} />
    </div>
  );
}
