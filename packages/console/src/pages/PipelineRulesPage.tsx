import { useMemo, useState } from 'react';
import {
  PIPELINE_METERS,
  useDeletePipelineRule,
  usePipelineMeterRates,
  usePipelineRules,
  usePipelines,
  type PipelineSource,
  type RuleSource,
} from '@sift/api';
import { Button, ConfirmDialog, EmptyState, formatDateTime, LoadingIndicator, MissingPermissionsPage, PageHeader } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { NEW_RULE_ID } from './PipelineRulePage';
import { Actions, Muted, PipelineTable } from './pipelines/PipelineTable';
import { PipelinesNav } from './pipelines/PipelinesNav';
import { deleteRuleQuestion, errorRateText, PIPELINE_FAILURES, PIPELINE_TEXTS, throughputText } from './pipelines/pipelineTexts';
import { runReporting } from './streams/reportFailure';

/** The pipelines whose stages name each rule, by rule title. */
function pipelinesByRule(pipelines: readonly PipelineSource[]): Map<string, PipelineSource[]> {
  const byRule = new Map<string, PipelineSource[]>();
  for (const pipeline of pipelines)
    for (const title of new Set(pipeline.stages.flatMap((s) => s.rules))) byRule.set(title, [...(byRule.get(title) ?? []), pipeline]);
  return byRule;
}

/** System → Pipelines → Manage rules: every rule with its dates and the pipelines that use it; create, edit, delete. */
export function PipelineRulesPage() {
  usePageTitle(PIPELINE_TEXTS.rulesTitle);
  return usePermitted(['pipeline_rule:read']) ? <RulesOverview /> : <MissingPermissionsPage />;
}

function RulesOverview() {
  const me = useCurrentUserContext();
  const rules = usePipelineRules();
  const pipelines = usePipelines();
  const remove = useDeletePipelineRule();
  const [deleting, setDeleting] = useState<RuleSource | null>(null);
  const usedIn = useMemo(() => pipelinesByRule(pipelines.data ?? []), [pipelines.data]);
  const meters = useMemo(
    () => (rules.data ?? []).flatMap((r) => [PIPELINE_METERS.ruleExecuted(r.id), PIPELINE_METERS.ruleFailed(r.id)]),
    [rules.data],
  );
  const rates = usePipelineMeterRates(meters);
  if (!rules.data && rules.error) return <FetchErrorPage error={rules.error} />;
  const timezone = me.timezone ?? 'UTC';
  const can = (action: string, id: string) => hasPermission(me.permissions, `pipeline_rule:${action}:${id}`);

  return (
    <>
      <PageHeader
        title={PIPELINE_TEXTS.rulesTitle}
        description={PIPELINE_TEXTS.rulesDescription}
        actions={
          <PipelinesNav>
            {hasPermission(me.permissions, 'pipeline_rule:create') && (
              <LinkButton variant="primary" href={pathTo('SYSTEM_PIPELINES_RULE', { ruleId: NEW_RULE_ID })}>
                {PIPELINE_TEXTS.createRule}
              </LinkButton>
            )}
          </PipelinesNav>
        }
      />
      {!rules.data && <LoadingIndicator />}
      {rules.data?.length === 0 && <EmptyState text={PIPELINE_TEXTS.noRules} />}
      {rules.data && rules.data.length > 0 && (
        <PipelineTable aria-label="Rules">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Description</th>
              <th scope="col">Created</th>
              <th scope="col">Last modified</th>
              <th scope="col">Throughput</th>
              <th scope="col">Errors</th>
              <th scope="col">Pipelines</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule) => (
              <tr key={rule.id}>
                <td>
                  <AppLink href={pathTo('SYSTEM_PIPELINES_RULE', { ruleId: rule.id })}>{rule.title}</AppLink>
                  {rule.errors.length > 0 && <Muted> (does not parse)</Muted>}
                </td>
                <td>{rule.description}</td>
                <td>{rule.createdAt ? formatDateTime(rule.createdAt, 'default', timezone) : ''}</td>
                <td>{rule.modifiedAt ? formatDateTime(rule.modifiedAt, 'default', timezone) : ''}</td>
                <td>{throughputText(rates.data?.[PIPELINE_METERS.ruleExecuted(rule.id)])}</td>
                <td>{errorRateText(rates.data?.[PIPELINE_METERS.ruleFailed(rule.id)])}</td>
                <td>
                  {(usedIn.get(rule.title) ?? []).map((pipeline, index) => (
                    <span key={pipeline.id}>
                      {index > 0 && ', '}
                      <AppLink href={pathTo('SYSTEM_PIPELINES_SHOW', { pipelineId: pipeline.id })}>{pipeline.title}</AppLink>
                    </span>
                  ))}
                </td>
                <td>
                  <Actions>
                    {can('delete', rule.id) && (
                      <Button size="small" aria-label={`Delete rule ${rule.title}`} onClick={() => setDeleting(rule)}>
                        Delete
                      </Button>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </PipelineTable>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete rule"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void runReporting(() => remove.trigger(deleting.id), PIPELINE_FAILURES.deleteRule).then(() => setDeleting(null))}
        >
          {deleteRuleQuestion(deleting.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default PipelineRulesPage;
