import { arrOr, boolOr, isObject, num, obj, oneOf, optStr, record, str, strings, type JsonObject } from './decode';
import {
  decodeWidget,
  decodeWidgetPosition,
  encodeWidget,
  encodeWidgetPosition,
  type Widget,
  type WidgetPosition,
  type WidgetPositionWire,
  type WidgetWire,
} from './widget';

export const VIEW_TYPES = ['SEARCH', 'DASHBOARD'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

export const HIGHLIGHTING_CONDITIONS = ['equal', 'not_equal', 'greater', 'greater_equal', 'less', 'less_equal'] as const;
export type HighlightingCondition = (typeof HIGHLIGHTING_CONDITIONS)[number];

export type HighlightingColorWire =
  { type: 'static'; color: string } | { type: 'gradient'; gradient: string; lower: number; upper: number };
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
  formatting: { highlighting: HighlightingRuleWire[] } | null;
  display_mode_settings: { positions: Record<string, WidgetPositionWire> };
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

function decodeColor(value: unknown, field: string): HighlightingColor {
  if (typeof value === 'string') return { type: 'static', color: value };
  const source = obj(value, field);
  const type = oneOf(['static', 'gradient'] as const, source['type'], `${field}.type`);
  if (type === 'static') return { type, color: str(source['color'], `${field}.color`) };
  return {
    type,
    gradient: str(source['gradient'], `${field}.gradient`),
    lower: num(source['lower'], `${field}.lower`),
    upper: num(source['upper'], `${field}.upper`),
  };
}

export function decodeHighlightingRule(value: unknown, field: string): HighlightingRule {
  const source = obj(value, field);
  return {
    field: str(source['field'], `${field}.field`),
    value: source['value'] ?? null,
    condition: oneOf(HIGHLIGHTING_CONDITIONS, source['condition'] ?? 'equal', `${field}.condition`),
    color: decodeColor(source['color'], `${field}.color`),
  };
}

export function decodeViewState(value: unknown, field: string): ViewState {
  const source = obj(value, field);
  const formatting = source['formatting'];
  const displayMode = isObject(source['display_mode_settings']) ? source['display_mode_settings'] : {};
  return {
    selectedFields:
      source['selected_fields'] === undefined || source['selected_fields'] === null
        ? null
        : strings(source['selected_fields'], `${field}.selected_fields`),
    staticMessageListId: optStr(source['static_message_list_id'], `${field}.static_message_list_id`),
    titles: source['titles'] ? record(source['titles'], `${field}.titles`, (group, f) => record(group, f, str)) : {},
    widgets: arrOr(source['widgets'], `${field}.widgets`, decodeWidget),
    widgetMapping: source['widget_mapping'] ? record(source['widget_mapping'], `${field}.widget_mapping`, (ids, f) => strings(ids, f)) : {},
    positions: source['positions'] ? record(source['positions'], `${field}.positions`, decodeWidgetPosition) : {},
    highlighting:
      formatting === undefined || formatting === null
        ? null
        : arrOr(obj(formatting, `${field}.formatting`)['highlighting'], `${field}.formatting.highlighting`, decodeHighlightingRule),
    displayModePositions: displayMode['positions']
      ? record(displayMode['positions'], `${field}.display_mode_settings.positions`, decodeWidgetPosition)
      : {},
  };
}

function mapValues<A, B>(source: Record<string, A>, fn: (value: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, fn(value)]));
}

export function encodeViewState(state: ViewState): ViewStateWire {
  return {
    selected_fields: state.selectedFields,
    static_message_list_id: state.staticMessageListId,
    titles: state.titles,
    widgets: state.widgets.map(encodeWidget),
    widget_mapping: state.widgetMapping,
    positions: mapValues(state.positions, encodeWidgetPosition),
    formatting: state.highlighting === null ? null : { highlighting: state.highlighting.map((rule) => ({ ...rule })) },
    display_mode_settings: { positions: mapValues(state.displayModePositions, encodeWidgetPosition) },
  };
}

export function decodeViewSummary(value: unknown, field = 'view'): ViewSummary {
  const source: JsonObject = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    type: oneOf(VIEW_TYPES, source['type'] ?? 'DASHBOARD', `${field}.type`),
    title: str(source['title'], `${field}.title`),
    summary: optStr(source['summary'], `${field}.summary`) ?? '',
    description: optStr(source['description'], `${field}.description`) ?? '',
    searchId: str(source['search_id'], `${field}.search_id`),
    properties: strings(source['properties'], `${field}.properties`),
    requires: source['requires']
      ? record(source['requires'], `${field}.requires`, (r, f) => obj(r, f) as unknown as PluginMetadataSummary)
      : {},
    owner: optStr(source['owner'], `${field}.owner`),
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    favorite: boolOr(source['favorite'], `${field}.favorite`, false),
  };
}

export function decodeView(value: unknown, field = 'view'): View {
  const source = obj(value, field);
  return { ...decodeViewSummary(source, field), state: source['state'] ? record(source['state'], `${field}.state`, decodeViewState) : {} };
}

/**
 * The 5.1 form of a view. `favorite` is computed per user and never stored, so it is not written
 * (the server rejects unknown keys on ViewDTO; API.md §0.4).
 */
export function encodeView(view: View): ViewWire {
  return {
    id: view.id,
    type: view.type,
    title: view.title,
    summary: view.summary,
    description: view.description,
    search_id: view.searchId,
    properties: view.properties,
    requires: view.requires,
    owner: view.owner,
    ...(view.createdAt === null ? {} : { created_at: view.createdAt }),
    state: mapValues(view.state, encodeViewState),
  };
}
