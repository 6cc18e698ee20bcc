import { useLocation, useParams } from 'wouter';
import { usePipelineRule, useSavePipelineRule, type ProcessingSourceRequest } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage, PageHeader, toast } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { PipelinesNav } from './pipelines/PipelinesNav';
import { ruleSaved } from './pipelines/pipelineTexts';
import { RuleForm } from './pipelines/RuleForm';
import { NEW_RULE_SOURCE } from './pipelines/ruleLanguage';

/** The rule id of the create route: /system/pipelines/rules/new. */
export const NEW_RULE_ID = 'new';

/** System → Pipelines → a rule: its source in the rule editor; `new` creates one. Readers of rules see it read-only. */
export function PipelineRulePage() {
  const { ruleId = '' } = useParams<{ ruleId: string }>();
  const creating = ruleId === NEW_RULE_ID;
  const canRead = usePermitted(['pipeline_rule:read']);
  const canCreate = usePermitted(['pipeline_rule:create']);
  const canEdit = usePermitted([`pipeline_rule:edit:${ruleId}`]);
  const rule = usePipelineRule(creating || !canRead ? null : ruleId);
  const save = useSavePipelineRule();
  const [, navigate] = useLocation();
  usePageTitle(creating ? 'New pipeline rule' : `Pipeline rule ${rule.data?.title ?? ''}`);

  if (creating ? !canCreate : !canRead) return <MissingPermissionsPage />;
  if (!creating && !rule.data) return rule.error ? <FetchErrorPage error={rule.error} /> : <LoadingIndicator />;

  const toRules = () => navigate(pathTo('SYSTEM_PIPELINES_RULES'));
  const onSave = async (request: ProcessingSourceRequest) => {
    const saved = await save.trigger(creating ? null : ruleId, request);
    toast.success(ruleSaved(saved.title));
    toRules();
  };
  const initial = rule.data
    ? { description: rule.data.description, source: rule.data.source }
    : { description: '', source: NEW_RULE_SOURCE };
  return (
    <>
      <PageHeader
        title={creating ? 'Create pipeline rule' : `Pipeline rule ${rule.data?.title ?? ''}`}
        description="A rule's condition decides whether its actions run on a message; its name is the one in the source."
        actions={<PipelinesNav />}
      />
      <RuleForm
        key={rule.data?.modifiedAt ?? 'new'}
        initial={initial}
        existing={!creating}
        readOnly={!creating && !canEdit}
        onSave={onSave}
        onCancel={toRules}
      />
    </>
  );
}

export default PipelineRulePage;
