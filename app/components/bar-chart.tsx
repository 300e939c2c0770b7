import { useId } from "react";

type Bar = { label: string; value: number; note?: string; highlight?: boolean };

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 24;

/**
 * A bar chart drawn by the server as SVG: readable without JavaScript, and with its numbers as text
 * (the description and the table below) for screen readers and for anyone who prefers figures.
 */
export function BarChart({ title, bars, max, caption }: { title: string; bars: Bar[]; max: number; caption: string }) {
  const id = useId();
  const slot = (WIDTH - 8) / Math.max(bars.length, 1);
  const scale = (value: number) => (max > 0 ? (Math.min(value, max) / max) * (HEIGHT - AXIS - 8) : 0);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{bars.map((bar) => `${bar.label}: ${bar.note ?? bar.value}`).join("; ")}</desc>
        <line x1="4" x2={WIDTH - 4} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="chart-axis" />
        {bars.map((bar, index) => {
          const height = scale(bar.value);
          const x = 4 + index * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <rect
                x={x}
                y={HEIGHT - AXIS - height}
                width={slot * 0.7}
                height={height}
                className={bar.highlight ? "chart-bar chart-bar-mine" : "chart-bar"}
              />
              <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" className="chart-label">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
