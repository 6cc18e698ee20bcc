/** Field value types as Graylog reports them in `/views/fields`. */
export type FieldType = 'long' | 'double' | 'boolean' | 'date' | 'string';

export type FieldValue = string | number | boolean | Date;

/** The columns every message has; all other fields get typed columns of their own. */
export const FIXED_COLUMNS = [
  'id',
  '_id',
  'timestamp',
  'source',
  'message',
  'full_message',
  'streams',
  'gl2_source_input',
  'gl2_source_node',
  'gl2_message_id',
  'gl2_index',
  '_conflicts',
] as const;

/** Fields a message can carry that are stored in fixed columns (so never get a column of their own). */
export const FIXED_FIELDS = new Set<string>(FIXED_COLUMNS);

/** Internal columns that are not message fields. */
export const INTERNAL_COLUMNS = new Set<string>(['id', 'gl2_index', '_conflicts']);

export const FIXED_FIELD_TYPES: Record<string, FieldType> = {
  _id: 'string',
  timestamp: 'date',
  source: 'string',
  message: 'string',
  full_message: 'string',
  streams: 'string',
  gl2_source_input: 'string',
  gl2_source_node: 'string',
  gl2_message_id: 'string',
};

/** Fields analysed as full text (OpenSearch `text` mapping); everything else is an exact keyword. */
export const TEXT_FIELDS = new Set(['message', 'full_message']);

export const SQL_TYPES: Record<FieldType, string> = {
  long: 'BIGINT',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'TIMESTAMP',
  string: 'VARCHAR',
};

export function typeFromSql(sqlType: string): FieldType {
  switch (sqlType) {
    case 'BIGINT':
      return 'long';
    case 'DOUBLE':
      return 'double';
    case 'BOOLEAN':
      return 'boolean';
    case 'TIMESTAMP':
      return 'date';
    default:
      return 'string';
  }
}

export function typeOfValue(value: FieldValue): FieldType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? 'long' : 'double';
  if (value instanceof Date) return 'date';
  return 'string';
}

/** Whether a value of type `value` can be stored in a column of type `column` without loss. */
export function fits(column: FieldType, value: FieldType): boolean {
  return column === value || (column === 'double' && value === 'long');
}

/** The longest field name accepted (characters). */
export const MAX_FIELD_NAME_LENGTH = 250;

/** Field names Graylog accepts (`Message.validKey`): letters, digits, `.`, `-`, `_`, `@`; at most 250 characters. */
export function isValidFieldName(name: string): boolean {
  return name.length <= MAX_FIELD_NAME_LENGTH && /^[\w.\-@]+$/.test(name);
}

const UPPER = /[A-Z]/;
const UPPER_ALL = /[A-Z]/g;
const MARKED = /\^([a-z])/g;

/**
 * The DuckDB column of a field. Graylog's field names are case-sensitive (`Foo` and `foo` are two
 * fields) but DuckDB compares column names without case, so every capital letter is written as `^`
 * and its small letter: `Foo` → `^foo`, `ID` → `^i^d`. `^` is never part of a valid field name, so no
 * two field names share a column, and names without capitals (every fixed column) are their own column.
 */
export function columnName(field: string): string {
  return UPPER.test(field) ? field.replace(UPPER_ALL, (c) => `^${c.toLowerCase()}`) : field;
}

/** The field a column holds (`columnName` undone). */
export function fieldName(column: string): string {
  return column.includes('^') ? column.replace(MARKED, (_, c: string) => c.toUpperCase()) : column;
}

/** Double-quotes an identifier for DuckDB. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A SQL string literal. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
