import { describe, expect, it } from 'vitest';
import { decodeExtractor, EXTRACTOR_TYPES } from '@sift/api';
import { PATH_EXTRACTOR } from './extractorFixtures';
import {
  CONVERTER_SETTINGS,
  CONVERTER_TYPES,
  draftOf,
  EXTRACTOR_SETTINGS,
  newConverter,
  newDraft,
  requestOf,
  validateDraft,
  VALIDATION,
} from './extractorDraft';

describe('extractor drafts', () => {
  it('cover the eight extractor types and the thirteen converters', () => {
    expect(Object.keys(EXTRACTOR_SETTINGS).sort()).toEqual([...EXTRACTOR_TYPES].sort());
    expect(CONVERTER_TYPES).toEqual([
      'numeric',
      'date',
      'hash',
      'split_and_count',
      'ip_anonymizer',
      'syslog_pri_level',
      'syslog_pri_facility',
      'tokenizer',
      'csv',
      'lowercase',
      'uppercase',
      'flexdate',
      'lookup_table',
    ]);
    expect(Object.keys(CONVERTER_SETTINGS).sort()).toEqual([...CONVERTER_TYPES].sort());
  });

  it("start with the server's defaults: json separators, regex replacement $1, csv and date settings", () => {
    expect(newDraft('json', 'message', 0).settings).toEqual({
      flatten: false,
      list_separator: ', ',
      key_separator: '_',
      kv_separator: '=',
      key_prefix: '',
      replace_key_whitespace: false,
      key_whitespace_replacement: '_',
    });
    expect(newDraft('regex_replace', 'message', 0).settings).toEqual({ regex: '', replacement: '$1', replace_all: false });
    expect(newConverter('csv').settings).toEqual({
      column_header: '',
      separator: ',',
      quote_char: '"',
      escape_char: '\\',
      strict_quotes: false,
      trim_leading_whitespace: true,
    });
    expect(newConverter('date').settings).toEqual({ date_format: '', time_zone: 'Etc/UTC', locale: 'en' });
  });

  it("need a title, a source, a target (not for grok and json), the type's required settings and a condition value", () => {
    const draft = { ...newDraft('regex', '', 0), conditionType: 'string' as const };
    expect(validateDraft(draft)).toEqual({
      title: VALIDATION.required,
      sourceField: VALIDATION.required,
      targetField: VALIDATION.required,
      'settings.regex_value': VALIDATION.required,
      conditionValue: VALIDATION.required,
    });
    expect(
      validateDraft({ ...newDraft('grok', 'message', 0), title: 'g', settings: { grok_pattern: '%{WORD:w}', named_captures_only: false } }),
    ).toEqual({});
    expect(VALIDATION.required).toBe('Required field');
  });

  it('check indexes: split index from 1, substring begin from 0 and end after begin, whole numbers only', () => {
    const base = { ...newDraft('split_and_index', 'message', 0), title: 't', targetField: 'x' };
    expect(validateDraft({ ...base, settings: { split_by: ' ', index: '0' } })).toEqual({ 'settings.index': 'Must be 1 or more' });
    expect(validateDraft({ ...base, settings: { split_by: ' ', index: 'two' } })).toEqual({ 'settings.index': 'Must be a whole number' });
    const sub = { ...base, type: 'substring' as const };
    expect(validateDraft({ ...sub, settings: { begin_index: '4', end_index: '4' } })).toEqual({
      'settings.end_index': 'Must be after the begin index',
    });
    expect(validateDraft({ ...sub, settings: { begin_index: '-1', end_index: '4' } })).toEqual({
      'settings.begin_index': 'Must be 0 or more',
    });
    expect(validateDraft({ ...base, converters: [newConverter('split_and_count')] })).toMatchObject({
      'converters.0.split_by': 'Required field',
    });
  });

  it('round-trip a stored extractor into the request the server takes', () => {
    const draft = draftOf(decodeExtractor(PATH_EXTRACTOR));
    expect(requestOf(draft)).toEqual({
      title: 'Request path',
      extractor_type: 'split_and_index',
      cursor_strategy: 'cut',
      source_field: 'request',
      target_field: 'path',
      extractor_config: { split_by: ' ', index: 2 },
      converters: [{ type: 'lowercase', config: {} }],
      condition_type: 'string',
      condition_value: 'GET',
      order: 1,
    });
    const grok = {
      ...newDraft('grok', 'message', 3),
      title: 'g',
      targetField: 'ignored',
      cursorStrategy: 'cut' as const,
      settings: { grok_pattern: '%{WORD:w}', named_captures_only: true },
    };
    expect(requestOf(grok)).toMatchObject({
      target_field: '',
      cursor_strategy: 'copy',
      condition_value: '',
      extractor_config: { grok_pattern: '%{WORD:w}', named_captures_only: true },
    });
  });
});
