import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  addListValues,
  assertFieldType,
  numberBounds,
  parseList,
  parseNumber,
  validateField,
  visibleError,
} from './fieldRules';

describe('assertFieldType', () => {
  it('accepts the ten supported types', () => {
    expect(FIELD_TYPES).toEqual(['text', 'password', 'email', 'number', 'file', 'tel', 'textarea', 'select', 'checkbox', 'radio']);
    for (const type of FIELD_TYPES) expect(() => assertFieldType(type)).not.toThrow();
  });

  it('rejects any other type with a clear error', () => {
    expect(() => assertFieldType('date')).toThrow('Unsupported input type "date". A form field is one of: text, password, email');
    expect(() => assertFieldType('range')).toThrow(/Unsupported input type "range"/);
  });
});

describe('validateField', () => {
  it('requires a value', () => {
    for (const empty of [undefined, null, '', [], false, Number.NaN])
      expect(validateField(empty, { required: true })).toBe('Field is required');
    expect(validateField(0, { required: true })).toBeUndefined();
    expect(validateField('x', { required: true })).toBeUndefined();
  });

  it('lets an optional empty value pass without running the other rules', () => {
    expect(validateField('', { minLength: 3, validate: () => 'never' })).toBeUndefined();
  });

  it('checks text and list length against minLength and maxLength', () => {
    expect(validateField('ab', { minLength: 3 })).toBe('Must be greater than 3');
    expect(validateField('abc', { minLength: 3 })).toBeUndefined();
    expect(validateField('abcdef', { maxLength: 5 })).toBe('Must be smaller than 5');
    expect(validateField('abcde', { maxLength: 5 })).toBeUndefined();
    expect(validateField(['a', 'b'], { maxLength: 1 })).toBe('Must be smaller than 1');
  });

  it('checks numbers against min and max, the bounds themselves allowed', () => {
    expect(validateField(-1, { min: 0 })).toBe('Must be greater than 0');
    expect(validateField(0, { min: 0 })).toBeUndefined();
    expect(validateField(65536, { max: 65535 })).toBe('Must be smaller than 65535');
    expect(validateField(65535, { max: 65535 })).toBeUndefined();
  });

  it('runs the custom validator last', () => {
    const validate = (value: unknown) => (value === 'admin' ? 'Name is taken' : undefined);
    expect(validateField('admin', { validate })).toBe('Name is taken');
    expect(validateField('a', { minLength: 3, validate })).toBe('Must be greater than 3');
    expect(validateField('alice', { validate })).toBeUndefined();
  });
});

describe('visibleError', () => {
  it('shows an error only once the field was touched', () => {
    expect(visibleError({ touched: false, error: 'Field is required' })).toBeUndefined();
    expect(visibleError({ touched: true, error: 'Field is required' })).toBe('Field is required');
    expect(visibleError({ touched: true, error: undefined })).toBeUndefined();
  });
  it("shows the submit handler's error for a field until its value changes", () => {
    const submitError = 'The lookup table name is already in use.';
    expect(visibleError({ touched: true, submitError, dirtySinceLastSubmit: false })).toBe(submitError);
    expect(visibleError({ touched: true, submitError, dirtySinceLastSubmit: true })).toBeUndefined();
    expect(visibleError({ touched: true, error: 'Field is required', submitError })).toBe('Field is required');
  });
});

describe('numberBounds', () => {
  it('is the safe integer range by default', () => {
    expect(numberBounds()).toEqual({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
  });
  it('narrows with only_negative, only_positive and is_port_number', () => {
    expect(numberBounds({ onlyNegative: true })).toEqual({ min: Number.MIN_SAFE_INTEGER, max: -1 });
    expect(numberBounds({ onlyPositive: true })).toEqual({ min: 0, max: Number.MAX_SAFE_INTEGER });
    expect(numberBounds({ isPortNumber: true })).toEqual({ min: 0, max: 65535 });
  });
});

describe('parseNumber', () => {
  it('reads empty text as no value and other text as a number', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('  ')).toBeUndefined();
    expect(parseNumber('42')).toBe(42);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('abc')).toBeNaN();
  });
});

describe('parseList', () => {
  it('splits on commas and gives an empty list for an empty string', () => {
    expect(parseList('')).toEqual([]);
    expect(parseList(undefined)).toEqual([]);
    expect(parseList('a,b, c')).toEqual(['a', 'b', 'c']);
    expect(parseList(['x', 'y'])).toEqual(['x', 'y']);
  });
});

describe('addListValues', () => {
  const options = ['IPv4', 'IPv6', 'domain'];
  it('adds only known values without allow_create', () => {
    expect(addListValues(['IPv4'], 'IPv6, url', { allowCreate: false, options })).toEqual(['IPv4', 'IPv6']);
  });
  it('adds new values with allow_create, once each', () => {
    expect(addListValues(['IPv4'], 'url,IPv4,url', { allowCreate: true, options })).toEqual(['IPv4', 'url']);
  });
});
