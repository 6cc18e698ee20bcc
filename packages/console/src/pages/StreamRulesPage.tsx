import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import {
  useCreateStreamRule,
  useDeleteStreamRule,
  useStream,
  useUpdateStream,
  useUpdateStreamRule,
  type StreamRule,
  type StreamRuleRequest,
} from '@sift/api';
import { Badge, Button, ButtonToolbar, ConfirmDialog, EmptyState, LoadingIndicator, PageHeader, Panel, RadioGroup } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { runReporting } from './streams/reportFailure';
import { RuleFormModal, NEW_RULE } from './streams/RuleFormModal';
import { RulesPreviewPanel } from './streams/RulesPreviewPanel';
import { RuleTester } from './streams/RuleTester';
import { describeRule, MATCHING_TYPE_OPTIONS, STREAM_FAILURES, STREAM_STATUS } from './streams/streamTexts';

type RuleDialog = { kind: 'new' } | { kind: 'edit'; rule: StreamRule } | { kind: 'delete'; rule: StreamRule };

const toRequest = (rule: StreamRule): StreamRuleRequest => ({
  type: rule.type,
  field: rule.field,
  value: rule.value,
  inverted: rule.inverted,
  description: rule.description ?? '',
});

/** `/streams/{id}/edit`: a stream's rules, how they combine, and a tester on a message (`message_id`, `index` from the query). */
export function StreamRulesPage() {
  const { streamId = '' } = useParams<{ streamId: string }>();
  const params = new URLSearchParams(useSearch());
  const stream = useStream(streamId);
  usePageTitle(stream.data ? `Rules of Stream "${stream.data.title}"` : 'Stream rules');
  const [dialog, setDialog] = useState<RuleDialog | null>(null);
  const update = useUpdateStream();
  const create = useCreateStreamRule();
  const change = useUpdateStreamRule();
  const remove = useDeleteStreamRule();

  if (!stream.data && stream.error) return <FetchErrorPage error={stream.error} />;
  if (!stream.data) return <LoadingIndicator />;
  const current = stream.data;
  const messageId = params.get('message_id');
  const index = params.get('index');

  const close = () => setDialog(null);
  const saveRule = (rule: StreamRuleRequest) =>
    void runReporting(async () => {
      if (dialog?.kind === 'edit') await change.trigger(current.id, dialog.rule.id, rule);
      else await create.trigger(current.id, rule);
      close();
    }, STREAM_FAILURES.update);

  return (
    <>
      <PageHeader
        title={`Rules of Stream "${current.title}"`}
        description="A message belongs to this stream when it matches the rules as chosen below. Rules apply to new messages only."
        actions={
          <ButtonToolbar>
            <Badge variant={current.disabled ? 'warning' : 'success'}>
              {current.disabled ? STREAM_STATUS.paused : STREAM_STATUS.running}
            </Badge>
            <AppLink href={pathTo('STREAM_SEARCH', { streamId: current.id })}>Search stream</AppLink>
            <AppLink href={pathTo('STREAMS')}>Back to streams</AppLink>
          </ButtonToolbar>
        }
      />
      <Panel title="Rules">
        <RadioGroup
          aria-label="How rules combine"
          value={current.matchingType}
          options={MATCHING_TYPE_OPTIONS}
          disabled={update.isMutating}
          onChange={(value) =>
            void runReporting(() => update.trigger(current.id, { matching_type: value === 'OR' ? 'OR' : 'AND' }), STREAM_FAILURES.update)
          }
        />
        {current.rules.length === 0 ? (
          <EmptyState kind="noItemsFound" />
        ) : (
          <ul aria-label="Stream rules">
            {current.rules.map((rule) => (
              <li key={rule.id}>
                <span>{describeRule(rule)}</span>
                {rule.description ? <span>{` (${rule.description})`}</span> : null}{' '}
                <Button size="xsmall" aria-label={`Edit rule: ${describeRule(rule)}`} onClick={() => setDialog({ kind: 'edit', rule })}>
                  Edit
                </Button>{' '}
                <Button
                  size="xsmall"
                  variant="danger"
                  aria-label={`Delete rule: ${describeRule(rule)}`}
                  onClick={() => setDialog({ kind: 'delete', rule })}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="primary" onClick={() => setDialog({ kind: 'new' })}>
          Add stream rule
        </Button>
      </Panel>
      <RulesPreviewPanel stream={current} />
      <RuleTester stream={current} initialMessage={messageId && index ? { id: messageId, index } : null} />
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <RuleFormModal
          title={dialog.kind === 'new' ? 'New stream rule' : 'Edit stream rule'}
          initial={dialog.kind === 'edit' ? toRequest(dialog.rule) : NEW_RULE}
          saving={create.isMutating || change.isMutating}
          onSubmit={saveRule}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete stream rule"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={close}
          onConfirm={() =>
            void runReporting(async () => {
              await remove.trigger(current.id, dialog.rule.id);
              close();
            }, STREAM_FAILURES.update)
          }
        >
          {`Do you really want to delete the rule "${describeRule(dialog.rule)}"?`}
        </ConfirmDialog>
      )}
    </>
  );
}

export default StreamRulesPage;
