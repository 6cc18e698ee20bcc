import { describe, expect, it } from 'vitest';
import type { FieldType, HighlightingRule } from '@sift/api';
import { colorInterpolator } from '@sift/charts';
import {
  conditionsFor,
  highlightColor,
  HIGHLIGHTING_GRADIENTS,
  randomHighlightColor,
  ruleColor,
  ruleMatches,
  validateHighlightingRule,
  type HighlightingRuleForm,
} from './highlightingRules';

const numeric: FieldType = { name: 'took_ms', type: 'long', properties: ['numeric', 'enumerable'], indexNames: [] };
const text: FieldType = { name: 'action', type: 'string', properties: ['enumerable'], indexNames: [] };
const form = (patch: Partial<HighlightingRuleForm>): HighlightingRuleForm => ({
  field: 'took_ms',
  condition: 'equal',
  value: '5',
  colorType: 'static',
  color: '#ffec3d',
  gradient: 'Viridis',
  lower: '0',
  upper: '10',
  ...patch,
});
const rule = (patch: Partial<HighlightingRule>): HighlightingRule => ({
  field: 'took_ms',
  value: '100',
  condition: 'greater',
  color: { type: 'static', color: '#ff0000' },
  ...patch,
});

describe('highlighting conditions', () => {
  it('offers all six conditions for numeric fields and equal/not_equal for others', () => {
    expect(conditionsFor(true)).toEqual(['equal', 'not_equal', 'greater', 'greater_equal', 'less', 'less_equal']);
    expect(conditionsFor(false)).toEqual(['equal', 'not_equal']);
  });

  it('compares numbers; numeric comparisons are false for non-numbers', () => {
    expect(ruleMatches(rule({}), 150)).toBe(true);
    expect(ruleMatches(rule({}), '150')).toBe(true);
    expect(ruleMatches(rule({}), 100)).toBe(false);
    expect(ruleMatches(rule({ condition: 'greater_equal' }), 100)).toBe(true);
    expect(ruleMatches(rule({ condition: 'less' }), 99)).toBe(true);
    expect(ruleMatches(rule({ condition: 'less_equal' }), 101)).toBe(false);
    expect(ruleMatches(rule({}), 'slow')).toBe(false);
    expect(ruleMatches(rule({ field: 'action', value: 'login', condition: 'equal' }), 'login')).toBe(true);
    expect(ruleMatches(rule({ field: 'action', value: 'login', condition: 'not_equal' }), 'logout')).toBe(true);
  });

  it('colours a gradient by the value clamped to lower..upper', () => {
    const gradient = rule({ color: { type: 'gradient', gradient: 'Viridis', lower: 0, upper: 100 } });
    const viridis = HIGHLIGHTING_GRADIENTS['Viridis']!;
    expect(ruleColor(gradient, 50)).toBe(viridis(0.5));
    expect(ruleColor(gradient, 500)).toBe(viridis(1));
    expect(ruleColor(gradient, -5)).toBe(viridis(0));
    expect(ruleColor(gradient, 'n/a')).toBeUndefined();
    expect(highlightColor([rule({})], 'took_ms', 300)).toBe('#ff0000');
    expect(highlightColor([rule({})], 'other', 300)).toBeUndefined();
  });

  it('lists gradients sorted by name and picks a random static colour from the palette', () => {
    const names = Object.keys(HIGHLIGHTING_GRADIENTS);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(18);
    expect(names).toContain('Portland');
    expect(randomHighlightColor(() => 0)).toEqual({ type: 'static', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  });
});

describe('highlighting gradients', () => {
  it('colour with the same scales as heatmaps: Blues from light (lower) to dark (upper)', () => {
    const blues = rule({ color: { type: 'gradient', gradient: 'Blues', lower: 0, upper: 100 } });
    expect(ruleColor(blues, 0)).toBe(colorInterpolator('Blues')(0));
    expect(ruleColor(blues, 0)).toBe('rgb(247, 251, 255)');
    expect(ruleColor(blues, 100)).toBe('rgb(8, 48, 107)');
    expect(ruleColor(rule({ color: { type: 'gradient', gradient: 'Portland', lower: 0, upper: 10 } }), 5)).toBe(
      colorInterpolator('Portland')(0.5),
    );
  });
});

describe('highlighting rule validation (§5)', () => {
  it('requires field, condition, value and coloring', () => {
    expect(validateHighlightingRule(form({ field: '', condition: '', value: '', colorType: '' }), undefined)).toEqual({
      field: 'Field is required',
      condition: 'Condition is required',
      value: 'Value is required',
      colorType: 'Coloring is required',
    });
  });

  it('allows a gradient only for numeric fields', () => {
    expect(validateHighlightingRule(form({ field: 'action', colorType: 'gradient' }), text).colorType).toBe(
      'A gradient can only be defined for numeric fields.',
    );
    expect(validateHighlightingRule(form({ colorType: 'gradient' }), numeric)).toEqual({});
  });

  it('needs a gradient, and integer lower and upper bounds with upper above lower', () => {
    expect(validateHighlightingRule(form({ colorType: 'gradient', gradient: '', lower: '', upper: '' }), numeric)).toEqual({
      gradient: 'Must be selected.',
      lower: 'Must be present.',
      upper: 'Must be present.',
    });
    expect(validateHighlightingRule(form({ colorType: 'gradient', lower: '1.5', upper: 'x' }), numeric)).toEqual({
      lower: 'Must be a number.',
      upper: 'Must be a number.',
    });
    expect(validateHighlightingRule(form({ colorType: 'gradient', lower: '10', upper: '10' }), numeric)).toEqual({
      upper: 'Must be higher than lowest value.',
    });
  });
});
