import { describe, expect, it } from 'vitest';
import { decodeExtractor, encodeExtractorRequest } from './extractor';
import { decodeGrokPattern, decodeOutput } from './output';

// ExtractorSummary with upper-case enums as some servers send them; the client reads them case-insensitively.
const SUMMARY = {
  id: 'e1',
  title: 'status',
  type: 'REGEX',
  cursor_strategy: 'COPY',
  source_field: 'message',
  target_field: 'http_status',
  extractor_config: { regex_value: 'status=(\\d+)' },
  creator_user_id: 'admin',
  converters: [{ type: 'numeric', config: {} }],
  condition_type: 'string',
  condition_value: 'status=',
  order: 0,
  exceptions: 0,
  converter_exceptions: 0,
  metrics: {},
};

describe('extractors', () => {
  it('reads an ExtractorSummary and writes the CreateExtractorRequest of ADMIN-API.md §2.2', () => {
    const extractor = decodeExtractor(SUMMARY);
    expect(extractor).toMatchObject({ type: 'regex', cursorStrategy: 'copy', conditionType: 'string' });
    expect(encodeExtractorRequest(extractor)).toEqual({
      title: 'status',
      extractor_type: 'regex',
      cursor_strategy: 'copy',
      source_field: 'message',
      target_field: 'http_status',
      extractor_config: { regex_value: 'status=(\\d+)' },
      converters: [{ type: 'numeric', config: {} }],
      condition_type: 'string',
      condition_value: 'status=',
      order: 0,
    });
  });

  it('sends an empty condition value when there is no condition', () => {
    const extractor = decodeExtractor({ ...SUMMARY, condition_type: 'none', condition_value: 'leftover' });
    expect(encodeExtractorRequest(extractor).condition_value).toBe('');
  });

  it('rejects an unknown extractor type, naming the field', () => {
    expect(() => decodeExtractor({ ...SUMMARY, type: 'xpath' }, 'extractors[0]')).toThrow(
      expect.objectContaining({ field: 'extractors[0].type' }),
    );
  });
});

describe('outputs and grok patterns', () => {
  it('reads an OutputSummary and a GrokPattern', () => {
    expect(
      decodeOutput({
        id: 'o1',
        title: 'STDOUT',
        type: 'org.graylog2.outputs.LoggingOutput',
        creator_user_id: 'admin',
        created_at: '2024-01-01T00:00:00.000Z',
        configuration: { prefix: 'Writing message: ' },
        content_pack: null,
      }),
    ).toEqual({
      id: 'o1',
      title: 'STDOUT',
      type: 'org.graylog2.outputs.LoggingOutput',
      creatorUserId: 'admin',
      createdAt: '2024-01-01T00:00:00.000Z',
      configuration: { prefix: 'Writing message: ' },
      contentPack: null,
    });
    expect(decodeGrokPattern({ id: 'g1', name: 'INT', pattern: '(?:[+-]?(?:[0-9]+))', content_pack: null })).toEqual({
      id: 'g1',
      name: 'INT',
      pattern: '(?:[+-]?(?:[0-9]+))',
      contentPack: null,
    });
  });
});
