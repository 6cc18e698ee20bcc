export declare const VISUALIZATIONS: readonly ["table", "bar", "line", "area", "pie", "scatter", "numeric", "heatmap", "map"];
export type Visualization = (typeof VISUALIZATIONS)[number];
export declare const AXIS_TYPES: readonly ["linear", "logarithmic"];
export type AxisType = (typeof AXIS_TYPES)[number];
export declare const BAR_MODES: readonly ["stack", "overlay", "group", "relative"];
export type BarMode = (typeof BAR_MODES)[number];
export declare const INTERPOLATIONS: readonly ["linear", "step-after", "spline"];
export type Interpolation = (typeof INTERPOLATIONS)[number];
export declare const TREND_PREFERENCES: readonly ["LOWER", "NEUTRAL", "HIGHER"];
export type TrendPreference = (typeof TREND_PREFERENCES)[number];
/** `visualization_config` on the wire, by visualization (API.md §4). */
export type VisualizationConfigWire = {
    barmode?: BarMode;
    axis_type: AxisType;
} | {
    interpolation: Interpolation;
    axis_type: AxisType;
} | {
    axis_type: AxisType;
} | {
    trend: boolean;
    trend_preference: TrendPreference;
} | {
    color_scale: string;
    reverse_scale: boolean;
    auto_scale: boolean;
    z_min: string | null;
    z_max: string | null;
    default_value: number | null;
    use_smallest_as_default: boolean;
} | {
    viewport: {
        center_x: number;
        center_y: number;
        zoom: number;
    };
} | {
    pinned_columns: string[];
};
export type VisualizationConfig = {
    kind: 'bar';
    barmode: BarMode | null;
    axisType: AxisType;
} | {
    kind: 'line' | 'area';
    interpolation: Interpolation;
    axisType: AxisType;
} | {
    kind: 'scatter';
    axisType: AxisType;
} | {
    kind: 'numeric';
    trend: boolean;
    trendPreference: TrendPreference;
} | {
    kind: 'heatmap';
    colorScale: string;
    reverseScale: boolean;
    autoScale: boolean;
    zMin: string | null;
    zMax: string | null;
    defaultValue: number | null;
    useSmallestAsDefault: boolean;
} | {
    kind: 'map';
    viewport: {
        centerX: number;
        centerY: number;
        zoom: number;
    };
} | {
    kind: 'table';
    pinnedColumns: string[];
};
/** Reads the config for `visualization`; null stays null (and `pie` has none). */
export declare function decodeVisualizationConfig(visualization: Visualization, value: unknown, field: string): VisualizationConfig | null;
export declare function encodeVisualizationConfig(config: VisualizationConfig | null): VisualizationConfigWire | null;
