import { evaluate, type EventProcessor } from './processor.js';
import type { EventDefinition } from './model.js';

/** At most this many groups are listed (those that would raise first); `total` counts them all. */
export const MAX_PREVIEW_GROUPS = 100;

/** One group of the window: its group-by values, each series' value and whether its conditions hold. */
export interface PreviewGroup {
  /** The group-by values, in `group_by` order; empty without group-by. */
  key: string[];
  /** Each series' value by series id (`null`: no value, e.g. `avg()` of no message). */
  values: Record<string, number | null>;
  /** Whether the conditions hold for the group, so that a run would raise an event for it; `null` without conditions. */
  would_raise: boolean | null;
}

export interface AggregationPreview {
  /** The window searched: the last `search_within_ms` before now, as the scheduler's run now would. */
  from: string;
  to: string;
  /** How many groups the window holds (the processor evaluates at most 1000). */
  total: number;
  /** How many of them would raise an event; `null` without conditions. */
  raising: number | null;
  /** At most MAX_PREVIEW_GROUPS of them: those that would raise first, each part in the aggregation's order. */
  groups: PreviewGroup[];
}

/**
 * The result of an aggregation definition over its window ending now, found as the scheduler's run would
 * find it (`EventProcessor.aggregationGroups` and `evaluate`): its groups, their series values and which of
 * them would raise an event. Nothing is stored. A definition without conditions is previewed too (its
 * groups and values, `would_raise` null), so that a threshold can be chosen from the values.
 */
export async function aggregationPreview(processor: EventProcessor, definition: EventDefinition, now: number): Promise<AggregationPreview> {
  const window = { from: now - definition.config.search_within_ms, to: now };
  const where = processor.where(definition, window, now);
  const groups = await processor.aggregationGroups(definition, window, where);
  const expression = definition.config.conditions?.expression ?? null;
  const evaluated = groups.map((group): PreviewGroup => ({
    key: group.key,
    values: Object.fromEntries(definition.config.series.map((s) => [s.id, group.values.get(s.id) ?? null])),
    would_raise: expression ? evaluate(expression, group.values) : null,
  }));
  const raising = evaluated.filter((g) => g.would_raise === true);
  return {
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    total: evaluated.length,
    raising: expression ? raising.length : null,
    groups: [...raising, ...evaluated.filter((g) => g.would_raise !== true)].slice(0, MAX_PREVIEW_GROUPS),
  };
}
