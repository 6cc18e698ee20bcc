import type { KeyPart } from '../transforms/types';

/** What a click on a value refers to: the console opens its value-actions menu with it. */
export interface ValueClickContext {
  /** Row grouping values of the clicked value. */
  rowKey: KeyPart[];
  /** Column grouping values of the clicked value. */
  columnKey: KeyPart[];
  /** Series (metric) id, e.g. `count()`. */
  seriesId: string;
  /** Display name of the trace. */
  seriesName: string;
  value: number | string | null;
  /** Viewport position of the click, to anchor a menu. */
  clientX: number;
  clientY: number;
}

/** An event shown as a vertical marker on time charts. */
export interface EventAnnotation {
  id: string;
  /** ISO timestamp or Date of the event. */
  timestamp: string | Date;
  /** Event message (plain text). */
  label: string;
}

/** Props every chart shares. */
export interface BaseChartProps {
  /** Accessible name of the chart (widget title). */
  title: string;
  /** Longer accessible description. */
  description?: string;
  /** Fixed size in px; without it the chart fills its parent. */
  width?: number;
  height?: number;
  /** Called when the user clicks a value. */
  onValueClick?: (context: ValueClickContext) => void;
}
