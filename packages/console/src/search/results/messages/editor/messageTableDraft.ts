import { generateId, type DecoratorType, type MessageListConfig, type SortSpec } from '@sift/api';

/** Texts of the decorators area (2-search-and-dashboards.md §2), word for word. */
export const SELECT_DECORATOR = 'Select decorator';
export const NO_DECORATORS = 'No decorators configured.';
export const DECORATORS_HELP_TITLE = 'What are message decorators?';
export const DECORATORS_HELP =
  'Decorators change how the messages of this table are shown, without changing the stored messages: a decorator can replace a value with its lookup, or add a link. They apply in the order listed.';
export const SHOW_MESSAGE_ROW = 'Show message row';
export const SHOW_SUMMARY = 'Show summary';
export const SHOW_SUMMARY_HELP = 'Shows the summary field of a message, when it has one, below its row.';

/** A decorator of one message table, as its config stores it. */
export interface TableDecorator {
  id: string;
  type: string;
  config: Record<string, unknown>;
  stream: string | null;
  order: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The table's decorators that the editor can show (an entry without an id or type is kept but not listed). */
export function tableDecorators(config: MessageListConfig): TableDecorator[] {
  return config.decorators.flatMap((d, index) =>
    isRecord(d) && typeof d['id'] === 'string' && typeof d['type'] === 'string'
      ? [
          {
            id: d['id'],
            type: d['type'],
            config: isRecord(d['config']) ? d['config'] : {},
            stream: typeof d['stream'] === 'string' ? d['stream'] : null,
            order: typeof d['order'] === 'number' ? d['order'] : index,
          },
        ]
      : [],
  );
}

/** A decorator of `type` added after the others. */
export function withDecoratorAdded(config: MessageListConfig, type: string, newId: () => string = generateId): MessageListConfig {
  const decorators = tableDecorators(config);
  const order = decorators.reduce((max, d) => Math.max(max, d.order + 1), 0);
  return { ...config, decorators: [...config.decorators, { id: newId(), type, config: {}, stream: null, order }] };
}

/** Decorators in a new order (orders renumbered), or without those left out. */
export function withDecorators(config: MessageListConfig, ordered: readonly TableDecorator[]): MessageListConfig {
  return { ...config, decorators: ordered.map((d, order) => ({ ...d, order })) };
}

/** The name a decorator type is shown with. */
export function decoratorName(types: readonly DecoratorType[], type: string): string {
  return types.find((t) => t.type === type)?.name ?? type;
}

/** Moves a field to a new place in the columns. */
export function withFieldsOrdered(config: MessageListConfig, fields: readonly string[]): MessageListConfig {
  return { ...config, fields: [...fields] };
}

/** The table's one sort, or none. */
export function tableSort(config: MessageListConfig): SortSpec | null {
  return config.sort[0] ?? null;
}

/** Sorting by a field in a direction; an empty field means no sort. */
export function withSort(config: MessageListConfig, field: string, direction: SortSpec['direction']): MessageListConfig {
  return { ...config, sort: field === '' ? [] : [{ type: 'pivot', field, direction }] };
}

/** What the search of the table depends on: a change here needs new results, other changes only redraw. */
export function searchKey(config: MessageListConfig): string {
  return JSON.stringify([config.sort, config.decorators]);
}

/** Showing the summary is on unless the config turns it off (null means the default, on). */
export function showsSummary(config: MessageListConfig): boolean {
  return config.showSummary ?? true;
}
