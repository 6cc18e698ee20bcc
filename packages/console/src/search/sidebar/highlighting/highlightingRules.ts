import {
  HIGHLIGHTING_CONDITIONS,
  type FieldType,
  type HighlightingColor,
  type HighlightingCondition,
  type HighlightingRule,
} from '@sift/api';
import { colorInterpolator } from '@sift/charts';
import { DEFAULT_CHART_COLORS, sortedColorScaleNames } from '@sift/ui';

/** Conditions as the rule list shows them. */
export const CONDITION_LABELS: Record<HighlightingCondition, string> = {
  equal: '==',
  not_equal: '!=',
  greater: '>',
  greater_equal: '>=',
  less: '<',
  less_equal: '<=',
};

/** Numeric fields offer all six conditions, other fields only equal and not_equal (§5). */
export function conditionsFor(numeric: boolean): readonly HighlightingCondition[] {
  return numeric ? HIGHLIGHTING_CONDITIONS : ['equal', 'not_equal'];
}

/**
 * Gradients a rule can use, sorted by name (§9), each with its interpolator (t in 0..1 → colour): ui's
 * named colour scales, coloured as heatmaps colour them.
 */
export const HIGHLIGHTING_GRADIENTS: Readonly<Record<string, (t: number) => string>> = Object.fromEntries(
  sortedColorScaleNames().map((name) => [name, colorInterpolator(name)]),
);

/** Default gradient of a new rule (§9): Viridis from 0 to 0. */
export const DEFAULT_GRADIENT = { type: 'gradient', gradient: 'Viridis', lower: 0, upper: 0 } as const;

/** A random static colour from the default palette for a new rule (§9). */
export function randomHighlightColor(random: () => number = Math.random): HighlightingColor {
  return {
    type: 'static',
    color: DEFAULT_CHART_COLORS[Math.floor(random() * DEFAULT_CHART_COLORS.length)] ?? DEFAULT_CHART_COLORS[0] ?? '#ffec3d',
  };
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Whether a value meets a rule's condition; numeric comparisons are false for non-numbers (§5). */
export function ruleMatches(rule: HighlightingRule, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (rule.color.type === 'gradient') return asNumber(value) !== null;
  if (rule.condition === 'equal' || rule.condition === 'not_equal') {
    const a = asNumber(value);
    const b = asNumber(rule.value);
    const equal = a !== null && b !== null ? a === b : String(value) === String(rule.value);
    return rule.condition === 'equal' ? equal : !equal;
  }
  const a = asNumber(value);
  const b = asNumber(rule.value);
  if (a === null || b === null) return false;
  switch (rule.condition) {
    case 'greater':
      return a > b;
    case 'greater_equal':
      return a >= b;
    case 'less':
      return a < b;
    default:
      return a <= b;
  }
}

/** The colour a rule gives a value: its static colour, or the gradient's colour with the value clamped to lower..upper. */
export function ruleColor(rule: HighlightingRule, value: unknown): string | undefined {
  if (rule.color.type === 'static') return rule.color.color;
  const n = asNumber(value);
  const interpolate = HIGHLIGHTING_GRADIENTS[rule.color.gradient];
  if (n === null || !interpolate) return undefined;
  const { lower, upper } = rule.color;
  const t = upper > lower ? Math.min(1, Math.max(0, (n - lower) / (upper - lower))) : 0;
  return interpolate(t);
}

/** The colour of a field value: the first matching rule's. */
export function highlightColor(rules: readonly HighlightingRule[], field: string, value: unknown): string | undefined {
  const rule = rules.find((r) => r.field === field && ruleMatches(r, value));
  return rule ? ruleColor(rule, value) : undefined;
}

/** The editable form of a rule; numbers stay text until validated. */
export interface HighlightingRuleForm {
  field: string;
  condition: HighlightingCondition | '';
  value: string;
  colorType: 'static' | 'gradient' | '';
  color: string;
  gradient: string;
  lower: string;
  upper: string;
}

export type HighlightingFormErrors = Partial<Record<keyof HighlightingRuleForm, string>>;

const INTEGER = /^-?\d+$/;

/** Every validation message of a highlighting rule (§5), word for word. */
export function validateHighlightingRule(form: HighlightingRuleForm, fieldType: FieldType | undefined): HighlightingFormErrors {
  const errors: HighlightingFormErrors = {};
  if (form.field === '') errors.field = 'Field is required';
  if (form.condition === '') errors.condition = 'Condition is required';
  if (form.value === '') errors.value = 'Value is required';
  if (form.colorType === '') errors.colorType = 'Coloring is required';
  if (form.colorType === 'gradient') {
    const numeric = fieldType?.properties.includes('numeric') ?? false;
    if (form.field !== '' && !numeric) errors.colorType = 'A gradient can only be defined for numeric fields.';
    if (form.gradient === '') errors.gradient = 'Must be selected.';
    if (form.lower === '') errors.lower = 'Must be present.';
    else if (!INTEGER.test(form.lower)) errors.lower = 'Must be a number.';
    if (form.upper === '') errors.upper = 'Must be present.';
    else if (!INTEGER.test(form.upper)) errors.upper = 'Must be a number.';
    else if (!errors.lower && Number(form.upper) <= Number(form.lower)) errors.upper = 'Must be higher than lowest value.';
  }
  return errors;
}

/** A valid form as a rule. */
export function formToRule(form: HighlightingRuleForm): HighlightingRule {
  const color: HighlightingColor =
    form.colorType === 'gradient'
      ? { type: 'gradient', gradient: form.gradient, lower: Number(form.lower), upper: Number(form.upper) }
      : { type: 'static', color: form.color };
  return { field: form.field, value: form.value, condition: form.condition === '' ? 'equal' : form.condition, color };
}

export function ruleToForm(rule: HighlightingRule): HighlightingRuleForm {
  return {
    field: rule.field,
    condition: rule.condition,
    value: rule.value === null || rule.value === undefined ? '' : String(rule.value),
    colorType: rule.color.type,
    color: rule.color.type === 'static' ? rule.color.color : '',
    gradient: rule.color.type === 'gradient' ? rule.color.gradient : DEFAULT_GRADIENT.gradient,
    lower: String(rule.color.type === 'gradient' ? rule.color.lower : DEFAULT_GRADIENT.lower),
    upper: String(rule.color.type === 'gradient' ? rule.color.upper : DEFAULT_GRADIENT.upper),
  };
}
