import { useState } from 'react';
import { STREAM_RULE_TYPES, useInputs, type StreamRuleRequest, type StreamRuleTypeId } from '@sift/api';
import { Button, ButtonToolbar, Checkbox, FIELD_REQUIRED_MESSAGE, FormGroup, Modal, NativeSelect, TextInput } from '@sift/ui';
import { RULE_TYPE_NEEDS, RULE_TYPE_SENTENCES } from './streamTexts';

export interface RuleFormModalProps {
  /** "New stream rule" or "Edit stream rule". */
  title: string;
  initial: StreamRuleRequest;
  saving: boolean;
  onSubmit: (rule: StreamRuleRequest) => void;
  onCancel: () => void;
}

export const NEW_RULE: StreamRuleRequest = { type: 1, field: '', value: '', inverted: false, description: '' };

const TYPE_IDS = Object.keys(STREAM_RULE_TYPES).map(Number) as StreamRuleTypeId[];
const TYPE_OPTIONS = TYPE_IDS.map((id) => ({ value: String(id), label: RULE_TYPE_SENTENCES[id] }));

/** The errors of a rule, by field: a type that reads a field needs one, a type that compares needs a value. */
export function ruleErrors(rule: StreamRuleRequest): { field?: string; value?: string } {
  const needs = RULE_TYPE_NEEDS[rule.type];
  return {
    ...(needs.field && rule.field.trim() === '' ? { field: FIELD_REQUIRED_MESSAGE } : {}),
    ...(needs.value && rule.value.trim() === '' ? { value: FIELD_REQUIRED_MESSAGE } : {}),
  };
}

/** What is sent: fields a type does not read are sent empty, as Graylog's form does. */
export function cleanRule(rule: StreamRuleRequest): StreamRuleRequest {
  const needs = RULE_TYPE_NEEDS[rule.type];
  return {
    type: rule.type,
    field: needs.field ? rule.field.trim() : '',
    value: needs.value ? rule.value : '',
    inverted: rule.inverted,
    description: rule.description.trim(),
  };
}

/** One stream rule: field, type, value (an input for "match input"), inversion and a description. */
export function RuleFormModal({ title, initial, saving, onSubmit, onCancel }: RuleFormModalProps) {
  const [rule, setRule] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const inputs = useInputs();
  const needs = RULE_TYPE_NEEDS[rule.type];
  const errors = submitted ? ruleErrors(rule) : {};
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(ruleErrors(rule)).length === 0) onSubmit(cleanRule(rule));
  };
  const inputOptions = (inputs.data ?? []).map((input) => ({ value: input.id, label: `${input.title} (${input.id})` }));
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" loading={saving} disabled={saving} onClick={submit}>
            Save rule
          </Button>
        </ButtonToolbar>
      }
    >
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup label="Type">
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={TYPE_OPTIONS}
              value={String(rule.type)}
              onChange={(type) => setRule({ ...rule, type: Number(type) as StreamRuleTypeId })}
            />
          )}
        </FormGroup>
        {needs.field && (
          <FormGroup label="Field" error={errors.field} help="The name of the message field, e.g. source or http_status.">
            {(control) => (
              <TextInput {...control} fullWidth value={rule.field} onChange={(event) => setRule({ ...rule, field: event.target.value })} />
            )}
          </FormGroup>
        )}
        {needs.value && rule.type === 8 && (
          <FormGroup label="Input" error={errors.value}>
            {(control) => (
              <NativeSelect
                {...control}
                fullWidth
                placeholder="Select an input"
                options={inputOptions}
                value={rule.value}
                onChange={(value) => setRule({ ...rule, value })}
              />
            )}
          </FormGroup>
        )}
        {needs.value && rule.type !== 8 && (
          <FormGroup
            label="Value"
            error={errors.value}
            help={rule.type === 2 ? 'A regular expression; it matches anywhere in the value unless anchored with ^ and $.' : undefined}
          >
            {(control) => (
              <TextInput {...control} fullWidth value={rule.value} onChange={(event) => setRule({ ...rule, value: event.target.value })} />
            )}
          </FormGroup>
        )}
        <Checkbox
          label="Inverted"
          description="The rule matches the messages it would not match otherwise."
          checked={rule.inverted}
          onChange={(inverted) => setRule({ ...rule, inverted })}
        />
        <FormGroup label="Description" optional>
          {(control) => (
            <TextInput
              {...control}
              fullWidth
              value={rule.description}
              onChange={(event) => setRule({ ...rule, description: event.target.value })}
            />
          )}
        </FormGroup>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
