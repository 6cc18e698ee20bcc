import type { Simulation } from '@sift/api';
import { Alert, Panel } from '@sift/ui';
import { ChangeTable, FieldsTable } from './FieldTables';
import { Muted, PipelineTable, Stack } from './PipelineTable';
import { SimulationStages } from './SimulationStages';
import { hasChanges, simulationChanges } from './simulation';

/**
 * The simulator's answer: the processed message with its added, changed and removed fields, the message after
 * each stage when the server tells it (Sift's extension; a real Graylog does not), and the trace of the run.
 */
export function SimulationResult({ simulation }: { simulation: Simulation }) {
  const [message] = simulation.messages;
  const changes = message ? simulationChanges(message) : null;
  const unchanged = changes && !hasChanges(changes);
  return (
    <Stack>
      <Panel title="Simulation results">
        {!message && <Alert variant="warning">The pipelines dropped the message.</Alert>}
        {unchanged && <Muted>The pipelines did not change the message.</Muted>}
        {changes && (
          <>
            <ChangeTable title="Added fields" changes={changes.added} columns={['after']} />
            <ChangeTable title="Changed fields" changes={changes.changed} columns={['before', 'after']} />
            <ChangeTable title="Removed fields" changes={changes.removed} columns={['before']} />
          </>
        )}
        {message && <FieldsTable caption="Processed message" label="Processed message" fields={message.fields} />}
      </Panel>
      {simulation.stages && <SimulationStages stages={simulation.stages} />}
      <Panel title="Simulation trace">
        <PipelineTable aria-label="Simulation trace">
          <thead>
            <tr>
              <th scope="col">Time (µs)</th>
              <th scope="col">Step</th>
            </tr>
          </thead>
          <tbody>
            {simulation.trace.map((step, index) => (
              <tr key={index}>
                <td>{step.time}</td>
                <td>{step.message}</td>
              </tr>
            ))}
          </tbody>
        </PipelineTable>
        <Muted>Took {simulation.tookMicroseconds} µs.</Muted>
      </Panel>
    </Stack>
  );
}
