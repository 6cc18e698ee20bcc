import { useMemo, useState } from 'react';
import {
  PIPELINE_METERS,
  useDeletePipeline,
  usePipelineConnections,
  usePipelineMeterRates,
  usePipelines,
  useStreams,
  type PipelineSource,
} from '@sift/api';
import { Badge, Button, ConfirmDialog, EmptyState, LoadingIndicator, MissingPermissionsPage, PageHeader } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { streamsByPipeline } from './pipelines/connections';
import { Actions, Muted, PipelineTable } from './pipelines/PipelineTable';
import { PipelinesNav } from './pipelines/PipelinesNav';
import { deletePipelineQuestion, PIPELINE_FAILURES, PIPELINE_TEXTS, stageTitle, throughputText } from './pipelines/pipelineTexts';
import { runReporting } from './streams/reportFailure';

/** The pipeline id of the create route: /system/pipelines/new. */
export const NEW_PIPELINE_ID = 'new';

/** System → Pipelines: every pipeline with its stages and connected streams; add, open, delete. */
export function PipelinesPage() {
  usePageTitle(PIPELINE_TEXTS.overviewTitle);
  return usePermitted(['pipeline:read']) ? <PipelinesOverview /> : <MissingPermissionsPage />;
}

function PipelinesOverview() {
  const me = useCurrentUserContext();
  const pipelines = usePipelines();
  const connections = usePipelineConnections();
  const streams = useStreams();
  const remove = useDeletePipeline();
  const [deleting, setDeleting] = useState<PipelineSource | null>(null);
  const connected = useMemo(() => streamsByPipeline(connections.data ?? [], streams.data ?? []), [connections.data, streams.data]);
  const meters = useMemo(() => (pipelines.data ?? []).map((p) => PIPELINE_METERS.pipeline(p.id)), [pipelines.data]);
  const rates = usePipelineMeterRates(meters);
  if (!pipelines.data && pipelines.error) return <FetchErrorPage error={pipelines.error} />;
  const canDelete = (id: string) => hasPermission(me.permissions, `pipeline:delete:${id}`);

  return (
    <>
      <PageHeader
        title={PIPELINE_TEXTS.overviewTitle}
        description={PIPELINE_TEXTS.overviewDescription}
        actions={
          <PipelinesNav>
            {hasPermission(me.permissions, 'pipeline:create') && (
              <LinkButton variant="primary" href={pathTo('SYSTEM_PIPELINES_SHOW', { pipelineId: NEW_PIPELINE_ID })}>
                {PIPELINE_TEXTS.addPipeline}
              </LinkButton>
            )}
          </PipelinesNav>
        }
      />
      {!pipelines.data && <LoadingIndicator />}
      {pipelines.data?.length === 0 && <EmptyState text={PIPELINE_TEXTS.noPipelines} />}
      {pipelines.data && pipelines.data.length > 0 && (
        <PipelineTable aria-label="Pipelines">
          <thead>
            <tr>
              <th scope="col">Pipeline</th>
              <th scope="col">Connected to streams</th>
              <th scope="col">Processing stages</th>
              <th scope="col">Throughput</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {pipelines.data.map((pipeline) => (
              <tr key={pipeline.id}>
                <td>
                  <AppLink href={pathTo('SYSTEM_PIPELINES_SHOW', { pipelineId: pipeline.id })}>{pipeline.title}</AppLink>
                  {pipeline.description && (
                    <div>
                      <Muted>{pipeline.description}</Muted>
                    </div>
                  )}
                </td>
                <td>{(connected.get(pipeline.id) ?? []).map((s) => s.title).join(', ') || <Muted>{PIPELINE_TEXTS.notConnected}</Muted>}</td>
                <td>
                  <Actions>
                    {pipeline.stages.map((stage) => (
                      <Badge key={stage.stage} variant="info">
                        {stageTitle(stage.stage)}
                      </Badge>
                    ))}
                  </Actions>
                </td>
                <td>{throughputText(rates.data?.[PIPELINE_METERS.pipeline(pipeline.id)])}</td>
                <td>
                  {canDelete(pipeline.id) && (
                    <Button size="small" aria-label={`Delete pipeline ${pipeline.title}`} onClick={() => setDeleting(pipeline)}>
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </PipelineTable>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete pipeline"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            void runReporting(() => remove.trigger(deleting.id), PIPELINE_FAILURES.deletePipeline).then(() => setDeleting(null))
          }
        >
          {deletePipelineQuestion(deleting.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default PipelinesPage;
