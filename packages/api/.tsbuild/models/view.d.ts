import { type Widget, type WidgetPosition, type WidgetPositionWire, type WidgetWire } from './widget';
export declare const VIEW_TYPES: readonly ["SEARCH", "DASHBOARD"];
export type ViewType = (typeof VIEW_TYPES)[number];
export declare const HIGHLIGHTING_CONDITIONS: readonly ["equal", "not_equal", "greater", "greater_equal", "less", "less_equal"];
export type HighlightingCondition = (typeof HIGHLIGHTING_CONDITIONS)[number];
export type HighlightingColorWire = {
    type: 'static';
    color: string;
} | {
    type: 'gradient';
    gradient: string;
    lower: number;
    upper: number;
};
export type HighlightingColor = HighlightingColorWire;
export interface HighlightingRuleWire {
    field: string;
    value: unknown;
    condition: HighlightingCondition;
    color: HighlightingColorWire;
}
export type HighlightingRule = HighlightingRuleWire;
export interface ViewStateWire {
    selected_fields: string[] | null;
    static_message_list_id: string | null;
    titles: Record<string, Record<string, string>>;
    widgets: WidgetWire[];
    widget_mapping: Record<string, string[]>;
    positions: Record<string, WidgetPositionWire>;
    formatting: {
        highlighting: HighlightingRuleWire[];
    } | null;
    display_mode_settings: {
        positions: Record<string, WidgetPositionWire>;
    };
}
export interface ViewState {
    selectedFields: string[] | null;
    staticMessageListId: string | null;
    /** Titles by group: `widget` (widget id → title) and `tab` (`title`). */
    titles: Record<string, Record<string, string>>;
    widgets: Widget[];
    /** Widget id → the search-type ids holding its results (API.md §5.8). */
    widgetMapping: Record<string, string[]>;
    positions: Record<string, WidgetPosition>;
    highlighting: HighlightingRule[] | null;
    displayModePositions: Record<string, WidgetPosition>;
}
export interface PluginMetadataSummary {
    unique_id: string;
    name: string;
    author: string;
    url: string;
    version: string;
    description: string;
}
interface ViewBaseWire {
    id: string | null;
    type: ViewType;
    title: string;
    summary: string;
    description: string;
    search_id: string;
    properties: string[];
    requires: Record<string, PluginMetadataSummary>;
    owner: string | null;
    created_at?: string;
    favorite?: boolean;
}
export interface ViewWire extends ViewBaseWire {
    state: Record<string, ViewStateWire>;
}
/** ViewSummaryDTO, the rows of `/dashboards` and `/search/saved`: a view without state. */
export type ViewSummaryWire = ViewBaseWire;
export interface ViewSummary {
    id: string | null;
    type: ViewType;
    title: string;
    summary: string;
    description: string;
    searchId: string;
    properties: string[];
    requires: Record<string, PluginMetadataSummary>;
    owner: string | null;
    /** Null in a request for a new view (the server sets it). */
    createdAt: string | null;
    favorite: boolean;
}
export interface View extends ViewSummary {
    /** Query id (one per tab) → its state. */
    state: Record<string, ViewState>;
}
export declare function decodeHighlightingRule(value: unknown, field: string): HighlightingRule;
export declare function decodeViewState(value: unknown, field: string): ViewState;
export declare function encodeViewState(state: ViewState): ViewStateWire;
export declare function decodeViewSummary(value: unknown, field?: string): ViewSummary;
export declare function decodeView(value: unknown, field?: string): View;
/**
 * The 5.1 form of a view. `favorite` is computed per user and never stored, so it is not written
 * (the server rejects unknown keys on ViewDTO; API.md §0.4).
 */
export declare function encodeView(view: View): ViewWire;
export {};
