import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FieldType, HighlightingRule } from '@sift/api';
import { Button, colorVars, FormGroup, isHexColor, Modal, NativeSelect, RadioGroup, spacing, TextInput } from '@sift/ui';
import {
  conditionsFor,
  CONDITION_LABELS,
  formToRule,
  HIGHLIGHTING_GRADIENTS,
  randomHighlightColor,
  ruleToForm,
  validateHighlightingRule,
  type HighlightingFormErrors,
  type HighlightingRuleForm,
} from './highlightingRules';

const Form = styled.form`
  display: grid;
  gap: ${spacing(1.5)};
`;
const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 16px;
  height: 16px;
  border: 1px solid ${colorVars.border.default};
  background: ${({ $color }) => $color};
`;

const COLOR_TYPE_OPTIONS = [
  { value: 'static', label: 'Static Color' },
  { value: 'gradient', label: 'Gradient' },
];
/** "Select a gradient" stays a choice, so that the §5 message for a missing gradient can be reached. */
const GRADIENT_OPTIONS = [
  { value: '', label: 'Select a gradient' },
  ...Object.keys(HIGHLIGHTING_GRADIENTS).map((name) => ({ value: name, label: name })),
];

export interface HighlightingRuleModalProps {
  /** The rule to edit; a new rule when null. */
  rule: HighlightingRule | null;
  fieldTypes: readonly FieldType[];
  onSave: (rule: HighlightingRule) => void;
  onClose: () => void;
}

function emptyForm(): HighlightingRuleForm {
  const color = randomHighlightColor();
  return {
    field: '',
    condition: 'equal',
    value: '',
    colorType: 'static',
    color: color.type === 'static' ? color.color : '',
    gradient: 'Viridis',
    lower: '0',
    upper: '0',
  };
}

/** "Create Highlighting Rule" / "Edit Highlighting Rule": field, condition, value and a static or gradient colour, validated per §5. */
export function HighlightingRuleModal({ rule, fieldTypes, onSave, onClose }: HighlightingRuleModalProps) {
  const [form, setForm] = useState<HighlightingRuleForm>(() => (rule ? ruleToForm(rule) : emptyForm()));
  const [submitted, setSubmitted] = useState(false);
  const fieldType = fieldTypes.find((t) => t.name === form.field);
  const numeric = fieldType?.properties.includes('numeric') ?? false;
  const errors: HighlightingFormErrors = validateHighlightingRule(form, fieldType);
  if (form.colorType === 'static' && !isHexColor(form.color)) errors.color = 'Must be a colour such as #ffec3d.';
  const shown = submitted ? errors : {};
  const set = (patch: Partial<HighlightingRuleForm>) =>
    setForm((previous) => {
      const next = { ...previous, ...patch };
      const allowed = conditionsFor(fieldTypes.find((t) => t.name === next.field)?.properties.includes('numeric') ?? false);
      if (next.condition !== '' && !allowed.includes(next.condition)) next.condition = 'equal';
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onSave(formToRule(form));
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={rule ? 'Edit Highlighting Rule' : 'Create Highlighting Rule'}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="highlighting-rule-form">
            Save
          </Button>
        </>
      }
    >
      <Form id="highlighting-rule-form" onSubmit={submit} noValidate>
        <FormGroup label="Field" error={shown.field}>
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              placeholder="Select a field"
              value={form.field}
              options={fieldTypes.map((t) => ({ value: t.name, label: t.name }))}
              onChange={(field) => set({ field })}
            />
          )}
        </FormGroup>
        <FormGroup label="Condition" error={shown.condition}>
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              value={form.condition}
              options={conditionsFor(numeric).map((c) => ({ value: c, label: `${CONDITION_LABELS[c]} (${c})` }))}
              onChange={(condition) => set({ condition: condition as HighlightingRuleForm['condition'] })}
            />
          )}
        </FormGroup>
        <FormGroup label="Value" error={shown.value}>
          {(control) => <TextInput {...control} fullWidth value={form.value} onChange={(event) => set({ value: event.target.value })} />}
        </FormGroup>
        <FormGroup label="Coloring" labelFor="group" error={shown.colorType}>
          {(control) => (
            <RadioGroup
              {...control}
              orientation="horizontal"
              options={COLOR_TYPE_OPTIONS}
              value={form.colorType}
              onChange={(colorType) => set({ colorType: colorType as HighlightingRuleForm['colorType'] })}
            />
          )}
        </FormGroup>
        {form.colorType === 'static' && (
          <FormGroup label="Color" error={shown.color}>
            {(control) => (
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Swatch $color={isHexColor(form.color) ? form.color : 'transparent'} />
                <TextInput {...control} value={form.color} onChange={(event) => set({ color: event.target.value })} />
              </span>
            )}
          </FormGroup>
        )}
        {form.colorType === 'gradient' && (
          <>
            <FormGroup label="Gradient" error={shown.gradient}>
              {(control) => (
                <NativeSelect
                  {...control}
                  fullWidth
                  value={form.gradient}
                  options={GRADIENT_OPTIONS}
                  onChange={(gradient) => set({ gradient })}
                />
              )}
            </FormGroup>
            <FormGroup label="Lowest value" error={shown.lower}>
              {(control) => (
                <TextInput {...control} inputMode="numeric" value={form.lower} onChange={(event) => set({ lower: event.target.value })} />
              )}
            </FormGroup>
            <FormGroup label="Highest value" error={shown.upper}>
              {(control) => (
                <TextInput {...control} inputMode="numeric" value={form.upper} onChange={(event) => set({ upper: event.target.value })} />
              )}
            </FormGroup>
          </>
        )}
      </Form>
    </Modal>
  );
}
