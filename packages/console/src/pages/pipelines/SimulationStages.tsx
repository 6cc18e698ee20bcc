import type { SimulatedStage } from '@sift/api';
import { colorVars, Label, Panel, spacing, typography } from '@sift/ui';
import styled from 'styled-components';
import { ChangeTable, FieldsTable } from './FieldTables';
import { Muted } from './PipelineTable';
import { stageTitle } from './pipelineTexts';
import { hasChanges, stageChanges } from './simulation';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    padding: ${spacing(1.5, 0)};
    border-bottom: 1px solid ${colorVars.border.subtle};
  }
  > li:first-child {
    padding-top: 0;
  }
  > li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const StageHeading = styled.h4`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(1)};
  margin: ${spacing(0, 0, 1)};
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(0.5, 2)};
  margin: ${spacing(0, 0, 1)};
  padding: 0;
  list-style: none;

  > li {
    display: inline-flex;
    align-items: center;
    gap: ${spacing(0.5)};
  }
`;

const MATCH_TEXTS = { ALL: 'match all', EITHER: 'match either', PASS: 'match pass' } as const;

/** What became of a rule in a stage: its actions ran, its condition did not hold, or it failed. */
function RuleOutcome({ rule }: { rule: SimulatedStage['rules'][number] }) {
  if (rule.failed) return <Label variant="danger">Failed</Label>;
  return rule.matched ? <Label variant="success">Ran</Label> : <Label>Not matched</Label>;
}

/** How a stage ended, when the pipeline did not simply go on. */
function StageOutcome({ stage }: { stage: SimulatedStage }) {
  if (stage.dropped) return <Label variant="danger">Dropped the message</Label>;
  if (!stage.stopped) return null;
  return <Label variant="warning">{stage.match === 'ALL' ? 'Not all rules matched' : 'No rule matched'}: the pipeline stops here</Label>;
}

function StageItem({ stage }: { stage: SimulatedStage }) {
  const name = `${stage.pipelineTitle}, ${stageTitle(stage.stage)}`;
  const changes = stageChanges(stage);
  return (
    <li aria-label={name}>
      <StageHeading>
        <span>
          {stage.pipelineTitle} · {stageTitle(stage.stage)}
        </span>
        <Label>{MATCH_TEXTS[stage.match]}</Label>
        <StageOutcome stage={stage} />
      </StageHeading>
      {stage.rules.length === 0 ? (
        <Muted>The stage has no rules.</Muted>
      ) : (
        <Rules aria-label={`Rules of ${name}`}>
          {stage.rules.map((rule, index) => (
            <li key={index}>
              {rule.title}
              {rule.id === null && <Muted>(no such rule)</Muted>}
              <RuleOutcome rule={rule} />
            </li>
          ))}
        </Rules>
      )}
      {hasChanges(changes) ? (
        <>
          <ChangeTable title="Added fields" label={`Fields ${name} added`} changes={changes.added} columns={['after']} />
          <ChangeTable title="Changed fields" label={`Fields ${name} changed`} changes={changes.changed} columns={['before', 'after']} />
          <ChangeTable title="Removed fields" label={`Fields ${name} removed`} changes={changes.removed} columns={['before']} />
        </>
      ) : (
        <p>
          <Muted>The stage did not change the message.</Muted>
        </p>
      )}
      <Panel title={`Message after ${name}`} collapsible defaultExpanded={false} headingLevel={5}>
        <FieldsTable label={`Message after ${name}`} fields={stage.fields} />
      </Panel>
    </li>
  );
}

/** Sift's extension of the simulator: each stage that ran, in order, with its rules, what it changed and the message after it. */
export function SimulationStages({ stages }: { stages: readonly SimulatedStage[] }) {
  return (
    <Panel title="Stages">
      {stages.length === 0 ? (
        <Muted>No stage ran: no pipeline with stages is connected to the stream.</Muted>
      ) : (
        <List aria-label="Stages">
          {stages.map((stage, index) => (
            <StageItem key={index} stage={stage} />
          ))}
        </List>
      )}
    </Panel>
  );
}
