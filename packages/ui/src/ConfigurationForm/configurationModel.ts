import { parseList } from '../FormField/fieldRules';

/** The field types of Graylog's `requested_configuration`. */
export const CONFIGURATION_FIELD_TYPES = ['text', 'number', 'boolean', 'dropdown', 'list', 'inline_binary'] as const;
export type ConfigurationFieldType = (typeof CONFIGURATION_FIELD_TYPES)[number];

/** Where a field goes when it names no position (Graylog's ConfigurationField default). */
export const DEFAULT_FIELD_POSITION = 100;
/** A number field with neither a value nor a default starts at 0. */
export const NUMBER_FIELD_DEFAULT = 0;

/** One field of a plugin's `requested_configuration`, exactly as on the wire. */
export interface RequestedConfigurationField {
  /** One of CONFIGURATION_FIELD_TYPES; any other type is shown as an error and its value kept as it was. */
  type: string;
  human_name: string;
  description?: string | null;
  is_optional: boolean;
  is_encrypted?: boolean;
  default_value?: unknown;
  position?: number;
  /** text: textarea, is_password, is_sensitive; number: only_negative, only_positive, is_port_number; list: allow_create. */
  attributes?: readonly string[];
  /** dropdown and list: `values` maps each value to its label. */
  additional_info?: { values?: Record<string, string> } & Record<string, unknown>;
}

/** `requested_configuration`: an ordered object keyed by field name. */
export type RequestedConfiguration = Record<string, RequestedConfigurationField>;

/** How the server returns an encrypted value. */
export interface EncryptedValue {
  is_set: boolean;
}

/** How an encrypted value is sent back: a new value, the stored one kept, or the stored one deleted. */
export type EncryptedValueUpdate = { set_value: string } | { keep_value: true } | { delete_value: true };

/** A stored configuration as the server returns it (an input's `attributes`, an output's `configuration`). */
export type ConfigurationValues = Record<string, unknown>;

/**
 * The configuration object Graylog expects in a create or update request: strings, numbers, booleans,
 * string lists, `EncryptedValueUpdate`s and null; a field of an unknown type keeps the value it came with.
 */
export type ConfigurationPayload = Record<string, unknown>;

/**
 * The form's value of an encrypted field. `isSet`: the server holds a value. `reset`: the user asked to
 * delete it. `value`: what the user typed (or the file's base64 content); empty when untouched.
 * `stored`: the field came with the initial values (an existing entity), so "unchanged" means keep it.
 */
export interface EncryptedFormValue {
  isSet: boolean;
  reset: boolean;
  value: string;
  stored: boolean;
}

export function isConfigurationFieldType(type: string): type is ConfigurationFieldType {
  return (CONFIGURATION_FIELD_TYPES as readonly string[]).includes(type);
}

export function hasAttribute(field: RequestedConfigurationField, attribute: string): boolean {
  return (field.attributes ?? []).some((a) => a.toLowerCase() === attribute);
}

/** Only text and inline_binary fields can be encrypted. */
export function isEncryptedField(field: RequestedConfigurationField): boolean {
  return Boolean(field.is_encrypted) && (field.type === 'text' || field.type === 'inline_binary');
}

/** The fields in the order to show them: by position, then required before optional, then as listed. */
export function sortedConfigurationFields(requested: RequestedConfiguration): [string, RequestedConfigurationField][] {
  return Object.entries(requested)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const position = (a.entry[1].position ?? DEFAULT_FIELD_POSITION) - (b.entry[1].position ?? DEFAULT_FIELD_POSITION);
      if (position !== 0) return position;
      const optional = Number(a.entry[1].is_optional) - Number(b.entry[1].is_optional);
      return optional !== 0 ? optional : a.index - b.index;
    })
    .map(({ entry }) => entry);
}

/** The options of a dropdown or list field, in the server's order. */
export function fieldOptions(field: RequestedConfigurationField): { value: string; label: string }[] {
  return Object.entries(field.additional_info?.values ?? {}).map(([value, label]) => ({ value, label: String(label) }));
}

function isEncryptedValue(value: unknown): value is EncryptedValue {
  return typeof value === 'object' && value !== null && 'is_set' in value;
}

function initialFieldValue(field: RequestedConfigurationField, present: boolean, stored: unknown): unknown {
  const value = stored ?? field.default_value;
  if (isEncryptedField(field)) {
    return {
      isSet: isEncryptedValue(stored) ? stored.is_set : false,
      reset: false,
      // A plain string where an encrypted value is expected is a value to set, never to drop.
      value: typeof stored === 'string' ? stored : '',
      stored: present && isEncryptedValue(stored),
    } satisfies EncryptedFormValue;
  }
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? value : NUMBER_FIELD_DEFAULT;
    case 'boolean':
      return typeof value === 'boolean' ? value : false;
    case 'list':
      return parseList(Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value : undefined);
    case 'text':
    case 'dropdown':
    case 'inline_binary':
      return value === undefined || value === null ? '' : String(value);
    default:
      // Unknown types keep their value untouched.
      return stored;
  }
}

/** The form's starting values: the stored configuration, else each field's default. */
export function initialConfigurationFormValues(
  requested: RequestedConfiguration,
  values: ConfigurationValues = {},
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(requested).map(([key, field]) => [key, initialFieldValue(field, key in values, values[key])]));
}

/** What an encrypted field sends: its new value, or keep / delete the stored one. */
export function encryptedUpdate({ isSet, reset, value, stored }: EncryptedFormValue): EncryptedValueUpdate | null {
  if (value !== '') return { set_value: value };
  if (isSet && reset) return { delete_value: true };
  return stored ? { keep_value: true } : null;
}

/** Whether an encrypted field has a value after the user's changes (kept, or newly typed). */
export function encryptedHasValue({ isSet, reset, value }: EncryptedFormValue): boolean {
  return value !== '' || (isSet && !reset);
}

function payloadValue(field: RequestedConfigurationField, value: unknown): unknown {
  if (isEncryptedField(field)) return encryptedUpdate(value as EncryptedFormValue);
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value) ? value : null;
    case 'boolean':
      return Boolean(value);
    case 'list':
      return parseList(value as string | string[] | undefined);
    case 'text':
    case 'inline_binary':
      return typeof value === 'string' ? value : null;
    case 'dropdown':
      return typeof value === 'string' && value !== '' ? value : null;
    default:
      return value === undefined ? null : value;
  }
}

/** The configuration object for Graylog: every requested field, each in the JSON type the server checks. */
export function configurationPayload(requested: RequestedConfiguration, formValues: Record<string, unknown>): ConfigurationPayload {
  return Object.fromEntries(Object.entries(requested).map(([key, field]) => [key, payloadValue(field, formValues[key])]));
}

/** The number attributes a field carries, for `NumberField`'s bounds. */
export function numberAttributes(field: RequestedConfigurationField): {
  onlyNegative?: boolean;
  onlyPositive?: boolean;
  isPortNumber?: boolean;
} {
  return {
    onlyNegative: hasAttribute(field, 'only_negative'),
    onlyPositive: hasAttribute(field, 'only_positive'),
    isPortNumber: hasAttribute(field, 'is_port_number'),
  };
}

/** Reads a file as base64 (no `data:` prefix), as inline_binary fields send it. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      const comma = result.indexOf(',');
      resolve(comma === -1 ? '' : result.slice(comma + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}
