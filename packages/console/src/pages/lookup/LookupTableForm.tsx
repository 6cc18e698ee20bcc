import { useMemo } from 'react';
import styled from 'styled-components';
import { useLookupAdapters, useLookupCaches, type LookupTable, type LookupValueType } from '@sift/api';
import { Alert, Button, Form, FormField, Panel, spacing, toast } from '@sift/ui';
import { LOOKUP_FAILURES } from './lookupTexts';
import { camelCase, toFieldErrors } from './validationErrors';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${spacing(2)};
`;
const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

const SINGLE_TYPES = [
  { value: 'STRING', label: 'String' },
  { value: 'NUMBER', label: 'Number' },
  { value: 'BOOLEAN', label: 'Boolean' },
  { value: 'NULL', label: 'Null' },
] as const;
const MULTI_TYPES = [
  { value: 'OBJECT', label: 'Object' },
  { value: 'NULL', label: 'Null' },
] as const;

/** A new table before the user fills it in: no defaults (type Null). */
export const EMPTY_TABLE: LookupTable = {
  id: '',
  scope: null,
  title: '',
  description: '',
  name: '',
  cacheId: '',
  dataAdapterId: '',
  contentPack: null,
  defaultSingleValue: '',
  defaultSingleValueType: 'NULL',
  defaultMultiValue: '',
  defaultMultiValueType: 'NULL',
};

type Values = Pick<
  LookupTable,
  | 'title'
  | 'description'
  | 'name'
  | 'cacheId'
  | 'dataAdapterId'
  | 'defaultSingleValue'
  | 'defaultSingleValueType'
  | 'defaultMultiValue'
  | 'defaultMultiValueType'
>;
const FIELDS: ReadonlyArray<keyof Values> = [
  'title',
  'description',
  'name',
  'cacheId',
  'dataAdapterId',
  'defaultSingleValue',
  'defaultSingleValueType',
  'defaultMultiValue',
  'defaultMultiValueType',
];

export interface LookupTableFormProps {
  /** The table to edit, or EMPTY_TABLE to create one. */
  table: LookupTable;
  /** The server's checks (`/validate`): field errors are shown at their fields and nothing is saved; null when the check itself failed (reported by the caller). */
  validate: (table: LookupTable) => Promise<Record<string, string[]> | null>;
  /** Saves the checked table. */
  onSave: (table: LookupTable) => Promise<void>;
  onCancel: () => void;
}

/** A lookup table's title, name, description, its data adapter and cache, and the values answered when a key is not found. */
export function LookupTableForm({ table, validate, onSave, onCancel }: LookupTableFormProps) {
  const caches = useLookupCaches({ perPage: 0 });
  const adapters = useLookupAdapters({ perPage: 0 });
  const cacheOptions = useMemo(() => (caches.data?.elements ?? []).map((c) => ({ value: c.id, label: c.title })), [caches.data]);
  const adapterOptions = useMemo(() => (adapters.data?.elements ?? []).map((a) => ({ value: a.id, label: a.title })), [adapters.data]);
  const initialValues = useMemo<Values>(() => Object.fromEntries(FIELDS.map((f) => [f, table[f]])) as Values, [table]);
  const creating = table.id === '';

  const submit = async (values: Values) => {
    const draft: LookupTable = {
      ...table,
      ...values,
      title: (values.title ?? '').trim(),
      name: (values.name ?? '').trim(),
      description: values.description ?? '',
      defaultSingleValue: values.defaultSingleValue ?? '',
      defaultMultiValue: values.defaultMultiValue ?? '',
      defaultSingleValueType: (values.defaultSingleValueType ?? 'NULL') as LookupValueType,
      defaultMultiValueType: (values.defaultMultiValueType ?? 'NULL') as LookupValueType,
    };
    const errors = await validate(draft);
    if (errors === null) return undefined;
    const { fields, other } = toFieldErrors(errors, (field) => {
      const name = camelCase(field) as keyof Values;
      return FIELDS.includes(name) ? name : null;
    });
    if (other.length > 0) toast.error(LOOKUP_FAILURES.saveTable, other.join('\n'));
    if (Object.keys(fields).length > 0 || other.length > 0) return fields;
    await onSave(draft);
    return undefined;
  };

  return (
    <Form<Values> aria-label={creating ? 'Create lookup table' : 'Edit lookup table'} initialValues={initialValues} onSubmit={submit}>
      <Panel title="Lookup table" headingLevel={2}>
        <FormField name="title" label="Title" required help="A short title that people read in lists and on the table's page." />
        <FormField name="description" label="Description" type="textarea" rows={2} />
        <FormField
          name="name"
          label="Name"
          required
          help="The unique name that extractors, pipeline rules and decorators use to refer to this table."
        />
        <FormField
          name="dataAdapterId"
          label="Data adapter"
          type="select"
          required
          options={adapterOptions}
          placeholder="Select a data adapter"
          help="Where the table looks keys up."
        />
        <FormField
          name="cacheId"
          label="Cache"
          type="select"
          required
          options={cacheOptions}
          placeholder="Select a cache"
          help="Keeps recent answers of the data adapter."
        />
      </Panel>
      <Panel title="Default values" headingLevel={2}>
        <Alert variant="info">Answered when the data adapter finds no value for a key (not when it fails).</Alert>
        <Row>
          <FormField name="defaultSingleValue" label="Default single value" />
          <FormField name="defaultSingleValueType" label="Default single value type" type="select" required options={SINGLE_TYPES} />
        </Row>
        <Row>
          <FormField name="defaultMultiValue" label="Default multi value" help='A JSON object, e.g. {"country": "unknown"}.' />
          <FormField name="defaultMultiValueType" label="Default multi value type" type="select" required options={MULTI_TYPES} />
        </Row>
      </Panel>
      <Buttons>
        <Button type="submit" variant="primary">
          {creating ? 'Create lookup table' : 'Update lookup table'}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}
