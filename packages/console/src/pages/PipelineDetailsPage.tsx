import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import {
  PIPELINE_METERS,
  useConnectPipelineStreams,
  usePipelineMeterRates,
  usePipeline,
  usePipelineConnections,
  usePipelineRules,
  useSavePipeline,
  useStreams,
  type PipelineSource,
} from '@sift/api';
import { Button, DescriptionList, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { NEW_PIPELINE_ID } from './PipelinesPage';
import { streamsByPipeline } from './pipelines/connections';
import { ConnectionsModal, PipelineDetailsModal, StageModal } from './pipelines/PipelineModals';
import { Muted, Stack } from './pipelines/PipelineTable';
import { PipelinesNav } from './pipelines/PipelinesNav';
import { PIPELINE_FAILURES, PIPELINE_TEXTS, pipelineSaved } from './pipelines/pipelineTexts';
import { pipelineSource, type StageDraft } from './pipelines/ruleLanguage';
import { StagePanel } from './pipelines/StagePanel';
import { runReporting } from './streams/reportFailure';

type Dialog = { kind: 'details' } | { kind: 'connections' } | { kind: 'stage'; stage: StageDraft | undefined };

/** System → Pipelines → a pipeline: its details, connected streams and stages with their rules; `new` creates one. */
export function PipelineDetailsPage() {
  const { pipelineId = '' } = useParams<{ pipelineId: string }>();
  const creating = pipelineId === NEW_PIPELINE_ID;
  const allowed = usePermitted([creating ? 'pipeline:create' : 'pipeline:read']);
  usePageTitle(creating ? 'New pipeline' : 'Pipeline');
  if (!allowed) return <MissingPermissionsPage />;
  return creating ? <CreatePipeline /> : <PipelineDetails id={pipelineId} />;
}

function CreatePipeline() {
  const save = useSavePipeline();
  const [, navigate] = useLocation();
  const toOverview = () => navigate(pathTo('SYSTEM_PIPELINES'));
  return (
    <>
      <PageHeader title="Create pipeline" description={PIPELINE_TEXTS.overviewDescription} actions={<PipelinesNav />} />
      <PipelineDetailsModal
        title="Create pipeline"
        submitText="Create pipeline"
        initial={{ title: '', description: '' }}
        submitting={save.isMutating}
        onCancel={toOverview}
        onSubmit={({ title, description }) =>
          void runReporting(async () => {
            const created = await save.trigger(null, {
              description,
              source: pipelineSource(title, [{ stage: 0, match: 'EITHER', rules: [] }]),
            });
            toast.success(pipelineSaved(created.title));
            navigate(pathTo('SYSTEM_PIPELINES_SHOW', { pipelineId: created.id }));
          }, PIPELINE_FAILURES.savePipeline)
        }
      />
    </>
  );
}

function PipelineDetails({ id }: { id: string }) {
  const me = useCurrentUserContext();
  const pipeline = usePipeline(id);
  const rules = usePipelineRules();
  const streams = useStreams();
  const connections = usePipelineConnections();
  const save = useSavePipeline();
  const connect = useConnectPipelineStreams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const stageMeters = useMemo(() => (pipeline.data?.stages ?? []).map((s) => PIPELINE_METERS.stage(id, s.stage)), [pipeline.data, id]);
  const rates = usePipelineMeterRates(stageMeters);
  const connected = useMemo(
    () => streamsByPipeline(connections.data ?? [], streams.data ?? []).get(id) ?? [],
    [connections.data, streams.data, id],
  );
  usePageTitle(`Pipeline ${pipeline.data?.title ?? ''}`);
  if (!pipeline.data) return pipeline.error ? <FetchErrorPage error={pipeline.error} /> : <LoadingIndicator />;

  const current: PipelineSource = pipeline.data;
  const canEdit = hasPermission(me.permissions, `pipeline:edit:${id}`);
  const canConnect = hasPermission(me.permissions, 'pipeline_connection:edit');
  const close = () => setDialog(null);
  const store = (title: string, description: string, stages: readonly StageDraft[]) =>
    void runReporting(async () => {
      await save.trigger(id, { description, source: pipelineSource(title, stages) });
      close();
    }, PIPELINE_FAILURES.savePipeline);
  const withoutStage = (stage: number) => current.stages.filter((s) => s.stage !== stage);

  return (
    <>
      <PageHeader title={`Pipeline ${current.title}`} description={current.description || undefined} actions={<PipelinesNav />} />
      <Stack>
        <Panel
          title="Details"
          actions={
            canEdit ? (
              <Button size="small" onClick={() => setDialog({ kind: 'details' })}>
                Edit pipeline details
              </Button>
            ) : undefined
          }
        >
          <DescriptionList
            items={[
              { term: 'Title', description: current.title },
              { term: 'Description', description: current.description || <Muted>No description</Muted> },
            ]}
          />
        </Panel>
        <Panel
          title="Pipeline connections"
          actions={
            canConnect ? (
              <Button size="small" onClick={() => setDialog({ kind: 'connections' })}>
                Edit connections
              </Button>
            ) : undefined
          }
        >
          {connected.length > 0 ? (
            `Processes the messages of: ${connected.map((s) => s.title).join(', ')}`
          ) : (
            <Muted>{PIPELINE_TEXTS.notConnected}</Muted>
          )}
        </Panel>
        {canEdit && <Button onClick={() => setDialog({ kind: 'stage', stage: undefined })}>Add new stage</Button>}
        {current.stages.map((stage) => (
          <StagePanel
            key={stage.stage}
            stage={stage}
            rules={rules.data ?? []}
            throughput={rates.data?.[PIPELINE_METERS.stage(id, stage.stage)]}
            isLast={current.stages.length === 1}
            canEdit={canEdit}
            onEdit={() => setDialog({ kind: 'stage', stage })}
            onDelete={() => store(current.title, current.description, withoutStage(stage.stage))}
          />
        ))}
      </Stack>
      {dialog?.kind === 'details' && (
        <PipelineDetailsModal
          title="Edit pipeline details"
          submitText="Update pipeline"
          initial={current}
          submitting={save.isMutating}
          onCancel={close}
          onSubmit={({ title, description }) => store(title, description, current.stages)}
        />
      )}
      {dialog?.kind === 'stage' && (
        <StageModal
          initial={dialog.stage}
          taken={current.stages.map((s) => s.stage).filter((n) => n !== dialog.stage?.stage)}
          ruleTitles={(rules.data ?? []).map((r) => r.title)}
          submitting={save.isMutating}
          onCancel={close}
          onSubmit={(stage) => store(current.title, current.description, [...withoutStage(dialog.stage?.stage ?? stage.stage), stage])}
        />
      )}
      {dialog?.kind === 'connections' && (
        <ConnectionsModal
          pipelineTitle={current.title}
          streams={streams.data ?? []}
          initial={connected.map((s) => s.id)}
          submitting={connect.isMutating}
          onCancel={close}
          onSubmit={(streamIds) =>
            void runReporting(() => connect.trigger(id, streamIds), PIPELINE_FAILURES.connectStreams).then((ok) => ok && close())
          }
        />
      )}
    </>
  );
}

export default PipelineDetailsPage;
