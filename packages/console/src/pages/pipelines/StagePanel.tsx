import type { PipelineSource, RuleSource } from '@sift/api';
import { Button, Panel } from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { pathTo } from '../../routing/routes';
import { Actions, Muted, PipelineTable } from './PipelineTable';
import { PIPELINE_TEXTS, STAGE_MATCH_TEXTS, stageTitle, throughputText } from './pipelineTexts';

type Stage = PipelineSource['stages'][number];

/** One stage of a pipeline: how its rules must match, and its rules (a title no rule has is shown as unknown). */
export function StagePanel({
  stage,
  rules,
  throughput,
  isLast,
  canEdit,
  onEdit,
  onDelete,
}: {
  stage: Stage;
  rules: readonly RuleSource[];
  /** Messages per second entering the stage (one-minute rate). */
  throughput: number | undefined;
  /** The only stage left, which a pipeline must keep. */
  isLast: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const byTitle = new Map(rules.map((r) => [r.title, r]));
  const title = stageTitle(stage.stage);
  return (
    <Panel
      title={title}
      actions={
        canEdit ? (
          <Actions>
            <Button size="small" aria-label={`Edit ${title}`} onClick={onEdit}>
              Edit
            </Button>
            {!isLast && (
              <Button size="small" aria-label={`Delete ${title}`} onClick={onDelete}>
                Delete
              </Button>
            )}
          </Actions>
        ) : undefined
      }
    >
      <p>{STAGE_MATCH_TEXTS[stage.match]}</p>
      <p>Throughput: {throughputText(throughput)}</p>
      {stage.rules.length === 0 ? (
        <Muted>No rules in this stage.</Muted>
      ) : (
        <PipelineTable aria-label={`Rules of ${title}`}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {stage.rules.map((name) => {
              const rule = byTitle.get(name);
              return (
                <tr key={name}>
                  <td>{rule ? <AppLink href={pathTo('SYSTEM_PIPELINES_RULE', { ruleId: rule.id })}>{name}</AppLink> : name}</td>
                  <td>{rule ? rule.description : <Muted>{PIPELINE_TEXTS.unknownRule}</Muted>}</td>
                </tr>
              );
            })}
          </tbody>
        </PipelineTable>
      )}
    </Panel>
  );
}
