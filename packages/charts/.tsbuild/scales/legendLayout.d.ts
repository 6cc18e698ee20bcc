/** Legend entries per row. */
export declare const LEGEND_ENTRIES_PER_ROW = 5;
/** The legend scrolls beyond this height (px). */
export declare const LEGEND_MAX_HEIGHT = 100;
/**
 * Legend position below the plot as a fraction of the plot height (negative = below its bottom
 * edge), by chart height: under 150 px -0.6, under 400 px -0.2, else -0.14.
 */
export declare function legendYPosition(chartHeight: number): number;
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
export declare function verticalLayout(chartHeight: number, marginTop: number, legendRows: number, legendRowHeight: number): VerticalLayout;
