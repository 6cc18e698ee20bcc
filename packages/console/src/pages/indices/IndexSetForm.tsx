import { useState } from 'react';
import styled from 'styled-components';
import { useRetentionPreview, useRetentionStrategies, useRotationStrategies, type IndexSet } from '@sift/api';
import { Alert, Button, Form, FormField, formatBytes, formatNumber, LoadingIndicator, NumberField, spacing } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { StrategyPicker } from './StrategyPicker';
import { strategyProblems, type StrategyChoice } from './strategyRules';

export const INDEX_SET_FORM_TEXTS = {
  title: 'Title',
  description: 'Description',
  prefix: 'Index prefix',
  prefixHelp: 'The start of every index name of this set, e.g. "app" for app_0, app_1, ...; it cannot be changed later.',
  prefixInvalid: 'Must start with a lower-case letter or digit and contain only a-z, 0-9, _, + and -.',
  analyzer: 'Analyzer',
  shards: 'Index shards',
  replicas: 'Index replicas',
  segments: 'Max. number of segments',
  optimizationDisabled: 'Disable index optimization after rotation',
  refresh: 'Field type refresh interval (seconds)',
  rotation: 'Rotation strategy',
  retention: 'Retention strategy',
  cancel: 'Cancel',
  previewNothing: 'With these settings, nothing would be removed now.',
  preview: (verb: 'deleted' | 'closed', messages: number, bytes: string, indices: readonly string[]) =>
    `With these settings, ${formatNumber(messages)} ${messages === 1 ? 'message' : 'messages'} (${bytes}) would be ${verb} now, in ${indices.length} ${indices.length === 1 ? 'index' : 'indices'}: ${indices.join(', ')}.`,
} as const;

/** Beyond Graylog: what saving the strategies would delete (or close) now, asked of the server as they change. */
function RetentionPreviewNote({ id, rotation, retention }: { id: string; rotation: StrategyChoice; retention: StrategyChoice }) {
  const preview = useRetentionPreview(id, rotation.config, retention.config);
  if (!preview.data) return null;
  const { action, messages, bytes, indices } = preview.data;
  return (
    <Alert variant={action === 'delete' && indices.length > 0 ? 'warning' : 'info'}>
      <span role="status">
        {action === 'none' || indices.length === 0
          ? INDEX_SET_FORM_TEXTS.previewNothing
          : INDEX_SET_FORM_TEXTS.preview(action === 'delete' ? 'deleted' : 'closed', messages, formatBytes(bytes), indices)}
      </span>
    </Alert>
  );
}

const PREFIX = /^[a-z0-9][a-z0-9_+-]*$/;
const Actions = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

interface Values {
  title: string;
  description: string;
  index_prefix: string;
  index_analyzer: string;
  shards: number;
  replicas: number;
  max_segments: number;
  optimization_disabled: boolean;
  refresh_seconds: number;
}

export interface IndexSetFormProps {
  /** The set as it is (or a new one's defaults); a set without id is created, so its prefix and analyzer may be chosen. */
  set: IndexSet;
  submitText: string;
  submitting: boolean;
  /** Saves the set; a rejection is shown above the buttons and keeps everything typed. */
  onSave: (set: IndexSet) => Promise<unknown>;
}

/** The settings of an index set: title, prefix, shards and replicas, optimization, and its rotation and retention strategies. */
export function IndexSetForm({ set, submitText, submitting, onSave }: IndexSetFormProps) {
  const T = INDEX_SET_FORM_TEXTS;
  const rotations = useRotationStrategies();
  const retentions = useRetentionStrategies();
  const creating = set.id === null;
  const [rotation, setRotation] = useState<StrategyChoice>({ className: set.rotationStrategyClass, config: set.rotationStrategy });
  const [retention, setRetention] = useState<StrategyChoice>({ className: set.retentionStrategyClass, config: set.retentionStrategy });
  const [error, setError] = useState<string | null>(null);
  const problems = [...strategyProblems(rotation.config), ...strategyProblems(retention.config)];

  if (!rotations.data || !retentions.data) {
    const failed = rotations.error ?? retentions.error;
    return failed ? <Alert variant="danger">{failed.message}</Alert> : <LoadingIndicator />;
  }

  const submit = async (values: Values) => {
    if (problems.length > 0) return;
    setError(null);
    try {
      await onSave({
        ...set,
        title: values.title,
        description: values.description ?? '',
        indexPrefix: values.index_prefix,
        indexAnalyzer: values.index_analyzer,
        shards: values.shards,
        replicas: values.replicas,
        indexOptimizationMaxNumSegments: values.max_segments,
        indexOptimizationDisabled: values.optimization_disabled === true,
        fieldTypeRefreshInterval: values.refresh_seconds * 1000,
        rotationStrategyClass: rotation.className,
        rotationStrategy: rotation.config,
        retentionStrategyClass: retention.className,
        retentionStrategy: retention.config,
      });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <Form<Values>
      aria-label={creating ? 'Create index set' : `Configure ${set.title}`}
      onSubmit={submit}
      initialValues={{
        title: set.title,
        description: set.description ?? '',
        index_prefix: set.indexPrefix,
        index_analyzer: set.indexAnalyzer,
        shards: set.shards,
        replicas: set.replicas,
        max_segments: set.indexOptimizationMaxNumSegments,
        optimization_disabled: set.indexOptimizationDisabled,
        refresh_seconds: Math.round(set.fieldTypeRefreshInterval / 1000),
      }}
    >
      <FormField name="title" label={T.title} required />
      <FormField name="description" label={T.description} />
      {creating && (
        <>
          <FormField
            name="index_prefix"
            label={T.prefix}
            required
            maxLength={250}
            help={T.prefixHelp}
            validate={(value) => (typeof value === 'string' && PREFIX.test(value) ? undefined : T.prefixInvalid)}
          />
          <FormField name="index_analyzer" label={T.analyzer} required />
        </>
      )}
      <NumberField name="shards" label={T.shards} required min={1} />
      <NumberField name="replicas" label={T.replicas} required min={0} />
      <NumberField name="max_segments" label={T.segments} required min={1} />
      <FormField name="optimization_disabled" label={T.optimizationDisabled} type="checkbox" />
      <NumberField name="refresh_seconds" label={T.refresh} required min={1} />
      <StrategyPicker
        id="rotation-strategy"
        label={T.rotation}
        strategies={rotations.data.strategies}
        value={rotation}
        onChange={setRotation}
      />
      <StrategyPicker
        id="retention-strategy"
        label={T.retention}
        strategies={retentions.data.strategies}
        value={retention}
        onChange={setRetention}
      />
      {set.id !== null && problems.length === 0 && <RetentionPreviewNote id={set.id} rotation={rotation} retention={retention} />}
      {problems.length > 0 && (
        <Alert variant="warning">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Alert>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Actions>
        <Button type="submit" variant="primary" loading={submitting} disabled={problems.length > 0}>
          {submitText}
        </Button>
        <LinkButton href={pathTo('SYSTEM_INDICES')}>{T.cancel}</LinkButton>
      </Actions>
    </Form>
  );
}
