import type { Simulation } from '@sift/api';
import { Alert, Panel } from '@sift/ui';
import { Muted, PipelineTable, Stack } from './PipelineTable';
import { simulationChanges, valueText, type FieldChange } from './simulation';

/** Fields a run added, changed or removed, with their values before and after; nothing when there are none. */
export function ChangeTable({ title, changes, columns }: { title: string; changes: FieldChange[]; columns: Array<'before' | 'after'> }) {
  if (changes.length === 0) return null;
  return (
    <PipelineTable aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          {columns.includes('before') && <th scope="col">Before</th>}
          {columns.includes('after') && <th scope="col">After</th>}
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <td>{c.field}</td>
            {columns.includes('before') && <td>{valueText(c.before)}</td>}
            {columns.includes('after') && <td>{valueText(c.after)}</td>}
          </tr>
        ))}
      </tbody>
    </PipelineTable>
  );
}

/** The simulator's answer: the processed message with its added, changed and removed fields, and the trace of the run. */
export function SimulationResult({ simulation }: { simulation: Simulation }) {
  const [message] = simulation.messages;
  const changes = message ? simulationChanges(message) : null;
  const unchanged = changes && changes.added.length + changes.changed.length + changes.removed.length === 0;
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
        {message && (
          <PipelineTable aria-label="Processed message">
            <caption>Processed message</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {Object.keys(message.fields)
                .sort()
                .map((field) => (
                  <tr key={field}>
                    <td>{field}</td>
                    <td>{valueText(message.fields[field])}</td>
                  </tr>
                ))}
            </tbody>
          </PipelineTable>
        )}
      </Panel>
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
