import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldType, HighlightingRule } from '@sift/api';
import { Button, colorVars, isHexColor, Modal } from '@sift/ui';
import {
  conditionsFor, CONDITION_LABELS, formToRule, HIGHLIGHTING_GRADIENTS, randomHighlightColor, ruleToForm, validateHighlightingRule,
  type HighlightingFormErrors, type HighlightingRuleForm,
} from './highlightingRules';

const Form = styled.form`
  display: grid;
  gap: 12px;
  label { font-weight: 600; }
  fieldset label { font-weight: normal; }
  input, select {
    padding: 4px 8px;
    border: 1px solid ${colorVars.border.default};
    border-radius: 3px;
    background: ${colorVars.background.surface};
    color: ${colorVars.text.primary};
    font: inherit;
    font-weight: normal;
  }
  fieldset { display: flex; gap: 16px; margin: 0; padding: 0; border: 0; }
  legend { margin-bottom: 4px; font-weight: 600; }
`;
const Error = styled.span`
  color: ${colorVars.danger.text};
  font-weight: normal;
`;
const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 16px;
  height: 16px;
  border: 1px solid ${colorVars.border.default};
  background: ${({ $color }) => $color};
`;

export interface HighlightingRuleModalProps {
  /** The rule to edit; a new rule when null. */
  rule: HighlightingRule | null;
  fieldTypes: readonly FieldType[];
  onSave: (rule: HighlightingRule) => void;
  onClose: () => void;
}

function emptyForm(): HighlightingRuleForm {
  const color = randomHighlightColor();
  return { field: '', condition: 'equal', value: '', colorType: 'static', color: color.type === 'static' ? color.color : '', gradient: 'Viridis', lower: '0', upper: '0' };
}

function Field({ label, error, children }: { label: string; error?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return <div style={{ display: 'grid', gap: 4 }}><label htmlFor={id}>{label}</label>{children(id)}{error && <Error role="alert">{error}</Error>}</div>;
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
  const set = (patch: Partial<HighlightingRuleForm>) => setForm((previous) => {
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
      footer={<><Button onClick={onClose}>Cancel</Button><Button variant="primary" type="submit" form="highlighting-rule-form">Save</Button></>}
    >
      <Form id="highlighting-rule-form" onSubmit={submit} noValidate>
        <Field label="Field" error={shown.field}>
          {(id) => (
            <select id={id} value={form.field} onChange={(event) => set({ field: event.target.value })}>
              <option value="">Select a field</option>
              {fieldTypes.map((t) => <option key={t.name} value={t.name}>{t.name}</option>)}
            </select>
          )}
        </Field>
        <Field label="Condition" error={shown.condition}>
          {(id) => (
            <select id={id} value={form.condition} onChange={(event) => set({ condition: event.target.value as HighlightingRuleForm['condition'] })}>
              {conditionsFor(numeric).map((c) => <option key={c} value={c}>{`${CONDITION_LABELS[c]} (${c})`}</option>)}
            </select>
          )}
        </Field>
        <Field label="Value" error={shown.value}>
          {(id) => <input id={id} value={form.value} onChange={(event) => set({ value: event.target.value })} />}
        </Field>
        <fieldset>
          <legend>Coloring</legend>
          <label><input type="radio" name="colorType" checked={form.colorType === 'static'} onChange={() => set({ colorType: 'static' })} /> Static Color</label>
          <label><input type="radio" name="colorType" checked={form.colorType === 'gradient'} onChange={() => set({ colorType: 'gradient' })} /> Gradient</label>
        </fieldset>
        {shown.colorType && <Error role="alert">{shown.colorType}</Error>}
        {form.colorType === 'static' && (
          <Field label="Color" error={shown.color}>
            {(id) => (
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Swatch $color={isHexColor(form.color) ? form.color : 'transparent'} />
                <input id={id} value={form.color} onChange={(event) => set({ color: event.target.value })} />
              </span>
            )}
          </Field>
        )}
        {form.colorType === 'gradient' && (
          <>
            <Field label="Gradient" error={shown.gradient}>
              {(id) => (
                <select id={id} value={form.gradient} onChange={(event) => set({ gradient: event.target.value })}>
                  <option value="">Select a gradient</option>
                  {Object.keys(HIGHLIGHTING_GRADIENTS).map((name) => <option key={name} value={name}>{name}</option>)}
                </select>
              )}
            </Field>
            <Field label="Lowest value" error={shown.lower}>{(id) => <input id={id} inputMode="numeric" value={form.lower} onChange={(event) => set({ lower: event.target.value })} />}</Field>
            <Field label="Highest value" error={shown.upper}>{(id) => <input id={id} inputMode="numeric" value={form.upper} onChange={(event) => set({ upper: event.target.value })} />}</Field>
          </>
        )}
      </Form>
    </Modal>
  );
}
