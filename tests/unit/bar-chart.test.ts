import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "~/components/bar-chart";

// A paper of many questions: the chart's question numbers must not run into each other.

/** The x-axis labels the chart draws, with where each is centred. */
function drawnLabels(count: number) {
  const bars = Array.from({ length: count }, (_, index) => ({ label: String(index + 1), value: 50 }));
  const svg = renderToStaticMarkup(
    createElement(BarChart, { title: "t", caption: "c", max: 100, bars, axes: { xTitle: "Question", yTitle: "%" } }),
  );
  return [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="middle" class="chart-label">(\d+)<\/text>/g)].map(
    (match) => ({ x: Number(match[1]), label: match[2] }),
  );
}

describe("a bar chart's labels", () => {
  it("labels every bar while they fit", () => {
    expect(drawnLabels(9).map((label) => label.label)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("labels every 2nd, 5th or 10th bar of many, never two closer than their width", () => {
    expect(drawnLabels(30).map((label) => label.label)).toEqual(
      Array.from({ length: 15 }, (_, index) => String((index + 1) * 2)),
    );
    for (const count of [30, 60, 90, 100]) {
      const labels = drawnLabels(count);
      for (let index = 1; index < labels.length; index++) {
        // 10px digits are about 6 px wide: two labels' half-widths, and a gap.
        const room = ((labels[index].label.length + labels[index - 1].label.length) / 2) * 6 + 2;
        expect(labels[index].x - labels[index - 1].x, `${count} bars`).toBeGreaterThanOrEqual(room);
      }
      expect(labels.length, `${count} bars`).toBeGreaterThan(4);
    }
  });
});
