/** Legend entries per row. */
export const LEGEND_ENTRIES_PER_ROW = 5;
/** The legend scrolls beyond this height (px). */
export const LEGEND_MAX_HEIGHT = 100;

/**
 * Legend position below the plot as a fraction of the plot height (negative = below its bottom
 * edge), by chart height: under 150 px -0.6, under 400 px -0.2, else -0.14.
 */
export function legendYPosition(chartHeight: number): number {
  if (chartHeight < 150) return -0.6;
  if (chartHeight < 400) return -0.2;
  return -0.14;
}

export interface VerticalLayout {
  plotHeight: number;
  /** Distance from the plot's bottom edge to the legend's top edge. */
  legendGap: number;
  legendHeight: number;
}

/**
 * Splits the chart height between plot, the gap the x axis labels live in, and the legend:
 * the legend's top sits at `legendYPosition` × plot height below the plot.
 */
export function verticalLayout(chartHeight: number, marginTop: number, legendRows: number, legendRowHeight: number): VerticalLayout {
  const legendHeight = legendRows === 0 ? 0 : Math.min(LEGEND_MAX_HEIGHT, legendRows * legendRowHeight);
  if (legendRows === 0) {
    const plotHeight = Math.max(0, chartHeight - marginTop - 28);
    return { plotHeight, legendGap: 28, legendHeight };
  }
  const factor = Math.abs(legendYPosition(chartHeight));
  const plotHeight = Math.max(0, (chartHeight - marginTop - legendHeight) / (1 + factor));
  return { plotHeight, legendGap: plotHeight * factor, legendHeight };
}
