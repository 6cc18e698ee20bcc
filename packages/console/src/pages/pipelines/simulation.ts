import type { Message, SimulatedStage } from '@sift/api';

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

/** The changes, from the fields after a run and what it added, changed (the old values) and removed (the old values). */
function fieldChanges(fields: JsonObject, added: JsonObject, changed: JsonObject, removed: JsonObject): SimulationChanges {
  return {
    added: Object.keys(added)
      .map((field) => ({ field, after: fields[field] ?? added[field] }))
      .sort(byField),
    changed: Object.keys(changed)
      .map((field) => ({ field, before: changed[field], after: fields[field] }))
      .sort(byField),
    removed: Object.keys(removed)
      .map((field) => ({ field, before: removed[field] }))
      .sort(byField),
  };
}

/** What the pipelines changed, from the processed message and its decoration stats (the old values of changed and removed fields). */
export function simulationChanges(message: Message): SimulationChanges {
  const stats = objectOr(message.decorationStats);
  return fieldChanges(
    message.fields,
    objectOr(stats['added_fields']),
    objectOr(stats['changed_fields']),
    objectOr(stats['removed_fields']),
  );
}

/** What one stage changed (Sift's `sift_stages`). */
export const stageChanges = (stage: SimulatedStage): SimulationChanges =>
  fieldChanges(stage.fields, stage.addedFields, stage.changedFields, stage.removedFields);

export const hasChanges = (changes: SimulationChanges): boolean =>
  changes.added.length + changes.changed.length + changes.removed.length > 0;

/** A field value as text: strings as they are, anything else as JSON. */
export const valueText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
