import { describe, expect, it } from 'vitest';
import { decodeExtractor } from '@sift/api';
import { PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractorFixtures';
import { exportOf, IMPORT_ERRORS, parseImport } from './extractorExport';

describe('extractor export and import', () => {
  it('export the summaries with extractor_type and without id, metrics, creator and exception counts', () => {
    const exported = exportOf([decodeExtractor(PATH_EXTRACTOR)], '5.1.13');
    expect(exported).toEqual({
      version: '5.1.13',
      extractors: [
        {
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
        },
      ],
    });
  });

  it("import what they export, and Graylog's shape with type and without cursor or condition", () => {
    const exported = exportOf(
      [STATUS_EXTRACTOR, PATH_EXTRACTOR].map((w) => decodeExtractor(w)),
      '5.1.13',
    );
    expect(parseImport(JSON.stringify(exported))).toEqual(exported.extractors);
    expect(
      parseImport(
        JSON.stringify({
          extractors: [{ title: 'All', type: 'COPY_INPUT', source_field: 'message', target_field: 'copy', extractor_config: {} }],
        }),
      ),
    ).toEqual([
      {
        title: 'All',
        extractor_type: 'copy_input',
        cursor_strategy: 'copy',
        source_field: 'message',
        target_field: 'copy',
        extractor_config: {},
        converters: [],
        condition_type: 'none',
        condition_value: '',
        order: 0,
      },
    ]);
  });

  it('name the first problem of bad input', () => {
    expect(() => parseImport('{"extractors": [')).toThrow(IMPORT_ERRORS.notJson);
    expect(() => parseImport('[]')).toThrow('The JSON has no "extractors" list');
    expect(() => parseImport('{"extractors": []}')).toThrow('The "extractors" list is empty');
    expect(() => parseImport('{"extractors": [{"title": "x", "extractor_type": "xml", "source_field": "message"}]}')).toThrow(
      'Extractor 1: extractor_type must be one of copy_input, regex',
    );
    expect(() => parseImport('{"extractors": [{"extractor_type": "regex", "source_field": "message"}]}')).toThrow(
      'Extractor 1: title is missing',
    );
  });
});
