import type { Message } from '@sift/api';

type JsonObject = Message['fields'];

/** What the simulator sends as the message: a JSON object's fields, or any other text as the `message` field. */
export function simulatedFields(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON after all: the text is the message.
    }
  }
  return { message: text };
}

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface SimulationChanges {
  added: FieldChange[];
  changed: FieldChange[];
  removed: FieldChange[];
}

const objectOr = (value: unknown): JsonObject => (value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {});
const byField = (a: FieldChange, b: FieldChange) => a.field.localeCompare(b.field);

/** What the pipelines changed, from the processed message and its decoration stats (the old values of changed and removed fields). */
export function simulationChanges(message: Message): SimulationChanges {
  const stats = objectOr(message.decorationStats);
  const added = objectOr(stats['added_fields']);
  const changed = objectOr(stats['changed_fields']);
  const removed = objectOr(stats['removed_fields']);
  return {
    added: Object.keys(added)
      .map((field) => ({ field, after: message.fields[field] ?? added[field] }))
      .sort(byField),
    changed: Object.keys(changed)
      .map((field) => ({ field, before: changed[field], after: message.fields[field] }))
      .sort(byField),
    removed: Object.keys(removed)
      .map((field) => ({ field, before: removed[field] }))
      .sort(byField),
  };
}

/** A field value as text: strings as they are, anything else as JSON. */
export const valueText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
