import { useId } from "react";

type Bar = { label: string; value: number; note?: string; highlight?: boolean };
type Axes = { xTitle: string; yTitle: string; formatY?: (value: number) => string };

const WIDTH = 320;
const HEIGHT = 180;
/** Room below the bars for their labels and the x-axis title, and left of them for the y-axis. */
const BOTTOM = 36;
const LEFT = 40;
const TOP = 8;
/** Width of one character of a bar's label (10px text), and the space kept between two labels. */
const LABEL_CHAR = 6.5;
const LABEL_GAP = 4;

/**
 * Which bars are labelled: every one while their labels fit side by side; else every 2nd, 5th, 10th… bar (by its
 * place from 1: 5, 10, 15), so that labels never run into each other. Every bar is still named in the description.
 */
export function labelStep(labels: readonly string[], slot: number) {
  const widest = Math.max(0, ...labels.map((label) => label.length)) * LABEL_CHAR + LABEL_GAP;
  return [1, 2, 5, 10, 20, 50, 100].find((step) => step * slot >= widest) ?? labels.length;
}

/**
 * A bar chart drawn by the server as SVG: readable without JavaScript, and with its numbers as text
 * (the description and the table below) for screen readers and for anyone who prefers figures.
 * The spaces between its texts keep a text browser, which prints them all, from running them together.
 */
export function BarChart({
  title,
  bars,
  max,
  caption,
  axes,
}: {
  title: string;
  bars: Bar[];
  max: number;
  caption: string;
  axes: Axes;
}) {
  const id = useId();
  const base = HEIGHT - BOTTOM;
  const slot = (WIDTH - LEFT - 4) / Math.max(bars.length, 1);
  const scale = (value: number) => (max > 0 ? (Math.min(value, max) / max) * (base - TOP) : 0);
  // Whole numbers only: the y-axis counts students or percentage points.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const formatY = axes.formatY ?? String;
  const step = labelStep(
    bars.map((bar) => bar.label),
    slot,
  );
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} width="100%">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{bars.map((bar) => `${bar.label}: ${bar.note ?? bar.value}`).join("; ")}</desc>{" "}
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT - 3} x2={WIDTH - 4} y1={base - scale(tick)} y2={base - scale(tick)} className="chart-grid" />
            <text x={LEFT - 6} y={base - scale(tick) + 4} textAnchor="end" className="chart-label">
              {formatY(tick)}
            </text>{" "}
          </g>
        ))}
        <line x1={LEFT} x2={LEFT} y1={TOP} y2={base} className="chart-axis" />
        <line x1={LEFT} x2={WIDTH - 4} y1={base} y2={base} className="chart-axis" />
        <text x={(LEFT + WIDTH) / 2} y={HEIGHT - 4} textAnchor="middle" className="chart-title">
          {axes.xTitle}
        </text>{" "}
        <text x={10} y={base / 2} textAnchor="middle" transform={`rotate(-90 10 ${base / 2})`} className="chart-title">
          {axes.yTitle}
        </text>{" "}
        {bars.map((bar, index) => {
          const height = scale(bar.value);
          const x = LEFT + index * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <rect
                x={x}
                y={base - height}
                width={slot * 0.7}
                height={height}
                className={bar.highlight ? "chart-bar chart-bar-mine" : "chart-bar"}
              />
              {(index + 1) % step === 0 ? (
                <>
                  <text x={x + slot * 0.35} y={base + 14} textAnchor="middle" className="chart-label">
                    {bar.label}
                  </text>{" "}
                </>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
