/** The input types a form field supports; anything else is rejected with an error. */
export const FIELD_TYPES = ['text', 'password', 'email', 'number', 'file', 'tel', 'textarea', 'select', 'checkbox', 'radio'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_REQUIRED_MESSAGE = 'Field is required';
/** "Must be greater than {n}": the value (or its length) is below the lower bound `n`. */
export const greaterThanMessage = (n: number): string => `Must be greater than ${n}`;
/** "Must be smaller than {n}": the value (or its length) is above the upper bound `n`. */
export const smallerThanMessage = (n: number): string => `Must be smaller than ${n}`;
export const OPTIONAL_SUFFIX = '(optional)';
/** Text areas show 10 rows. */
export const TEXTAREA_ROWS = 10;

/** Returns an error message, or undefined when the value is fine. */
export type FieldValidator = (value: unknown) => string | undefined;

export function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** Throws a clear error for an input type the form fields do not support. */
export function assertFieldType(type: string): asserts type is FieldType {
  if (!isFieldType(type)) {
    throw new Error(`Unsupported input type "${type}". A form field is one of: ${FIELD_TYPES.join(', ')}.`);
  }
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

export interface FieldRules {
  /** An empty value gives "Field is required". */
  required?: boolean;
  /** A shorter text (or list) gives "Must be greater than {minLength}". */
  minLength?: number;
  /** A longer text (or list) gives "Must be smaller than {maxLength}". */
  maxLength?: number;
  /** Numbers below it give "Must be greater than {min}"; the bound itself is allowed. */
  min?: number;
  /** Numbers above it give "Must be smaller than {max}"; the bound itself is allowed. */
  max?: number;
  /** Runs last, on a non-empty value that passed the rules above. */
  validate?: FieldValidator;
}

/** Checks a value against the rules, in order: required, length, bounds, then the custom validator. */
export function validateField(
  value: unknown,
  { required = false, minLength, maxLength, min, max, validate }: FieldRules,
): string | undefined {
  if (isEmpty(value)) return required ? FIELD_REQUIRED_MESSAGE : undefined;
  const length = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
  if (length !== undefined && minLength !== undefined && length < minLength) return greaterThanMessage(minLength);
  if (length !== undefined && maxLength !== undefined && length > maxLength) return smallerThanMessage(maxLength);
  if (typeof value === 'number' && min !== undefined && value < min) return greaterThanMessage(min);
  if (typeof value === 'number' && max !== undefined && value > max) return smallerThanMessage(max);
  return validate?.(value);
}

/** The touched rule: a field's error shows only once the user has left it (a submit attempt touches every field). */
export function visibleError(meta: {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  // An error the submit handler answered (e.g. the server's validation) holds until the value changes.
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}

export interface NumberAttributes {
  /** Only values up to -1. */
  onlyNegative?: boolean;
  /** Only values from 0. */
  onlyPositive?: boolean;
  /** 0 to 65535. */
  isPortNumber?: boolean;
}

export const PORT_RANGE = { min: 0, max: 65535 } as const;

/** Bounds of a number field: the safe integer range unless an attribute narrows it. */
export function numberBounds({ onlyNegative = false, onlyPositive = false, isPortNumber = false }: NumberAttributes = {}): {
  min: number;
  max: number;
} {
  if (isPortNumber) return { ...PORT_RANGE };
  if (onlyNegative) return { min: Number.MIN_SAFE_INTEGER, max: -1 };
  if (onlyPositive) return { min: 0, max: Number.MAX_SAFE_INTEGER };
  return { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
}

/** Reads a number input: empty text is no value, anything else a number (NaN when not numeric). */
export function parseNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The values of a list field: comma-split, trimmed; an empty string is an empty list. */
export function parseList(value: string | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return [...value];
  if (value === '') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Adds typed text (possibly several comma-separated values) to a list. Values that are not among the
 * known options are added only with `allowCreate`; duplicates are ignored.
 */
export function addListValues(
  current: readonly string[],
  typed: string,
  { allowCreate, options }: { allowCreate: boolean; options: readonly string[] },
): string[] {
  const next = [...current];
  for (const value of parseList(typed)) {
    const allowed = allowCreate || options.includes(value);
    if (allowed && !next.includes(value)) next.push(value);
  }
  return next;
}
