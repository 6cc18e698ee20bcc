import { describe, expect, it } from 'vitest';
import { parseGrn, toGrn } from './grn';

describe('GRN', () => {
  it('builds and parses grn::::<type>:<id>', () => {
    expect(toGrn('dashboard', '5f1')).toBe('grn::::dashboard:5f1');
    expect(parseGrn('grn::::builtin-team:everyone')).toEqual({ cluster: '', tenant: '', scope: '', type: 'builtin-team', id: 'everyone' });
  });

  it('rejects a malformed reference, naming the field', () => {
    expect(() => parseGrn('dashboard:5f1', 'favorites[0].grn')).toThrow(expect.objectContaining({ field: 'favorites[0].grn' }));
  });
});
