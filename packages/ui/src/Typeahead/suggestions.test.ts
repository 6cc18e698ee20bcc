import { describe, expect, it } from 'vitest';
import { TYPEAHEAD_MAX_SUGGESTIONS, TYPEAHEAD_MIN_CHARACTERS, typeaheadSuggestions } from './suggestions';

const FIELDS = [
  'source',
  'message',
  'http_method',
  'http_status',
  'http_host',
  'http_path',
  'http_referer',
  'http_version',
  'user_agent',
  'ssh_user',
];

describe('typeaheadSuggestions', () => {
  it('needs at least 1 character', () => {
    expect(TYPEAHEAD_MIN_CHARACTERS).toBe(1);
    expect(typeaheadSuggestions(FIELDS, '')).toEqual([]);
    expect(typeaheadSuggestions(FIELDS, '  ')).toEqual([]);
    expect(typeaheadSuggestions(FIELDS, 'm')).toContain('message');
  });

  it('shows at most 6 suggestions', () => {
    expect(TYPEAHEAD_MAX_SUGGESTIONS).toBe(6);
    expect(typeaheadSuggestions(FIELDS, 'http')).toEqual([
      'http_method',
      'http_status',
      'http_host',
      'http_path',
      'http_referer',
      'http_version',
    ]);
  });

  it('matches case-insensitively, prefix matches first', () => {
    expect(typeaheadSuggestions(FIELDS, 'USER')).toEqual(['user_agent', 'ssh_user']);
  });
});
