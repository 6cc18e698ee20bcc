import { useState } from 'react';
import { useSimulatePipelines, useStreams, type Simulation } from '@sift/api';
import { Button, ButtonToolbar, FormGroup, MissingPermissionsPage, PageHeader, Select, Textarea } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { usePageTitle } from '../shell/usePageTitle';
import { PipelinesNav } from './pipelines/PipelinesNav';
import { PIPELINE_FAILURES, PIPELINE_TEXTS } from './pipelines/pipelineTexts';
import { simulatedFields } from './pipelines/simulation';
import { SimulationResult } from './pipelines/SimulationResult';
import { runReporting } from './streams/reportFailure';

/** System → Pipelines → Simulator: a message in a stream through its connected pipelines, with what changed and the trace. */
export function PipelineSimulatorPage() {
  usePageTitle(PIPELINE_TEXTS.simulatorTitle);
  return usePermitted(['pipeline_rule:read']) ? <Simulator /> : <MissingPermissionsPage />;
}

function Simulator() {
  const streams = useStreams();
  const simulate = useSimulatePipelines();
  const [streamId, setStreamId] = useState<string | undefined>(undefined);
  const [text, setText] = useState('');
  const [result, setResult] = useState<Simulation | null>(null);
  const options = (streams.data ?? []).map((s) => ({ value: s.id, label: s.title })).sort((a, b) => a.label.localeCompare(b.label));
  const run = () =>
    void runReporting(async () => {
      if (!streamId) return;
      setResult(await simulate.trigger({ stream_id: streamId, message: simulatedFields(text) }));
    }, PIPELINE_FAILURES.simulate);

  return (
    <>
      <PageHeader title={PIPELINE_TEXTS.simulatorTitle} description={PIPELINE_TEXTS.simulatorDescription} actions={<PipelinesNav />} />
      <FormGroup label="Stream" help="The pipelines connected to this stream process the message.">
        {(control) => (
          <Select {...control} searchable value={streamId} onChange={setStreamId} options={options} placeholder="Choose a stream" />
        )}
      </FormGroup>
      <FormGroup label="Message" help='A raw message, or a JSON object of fields such as {"message": "…", "source": "web-1"}.'>
        {(control) => <Textarea {...control} monospace rows={6} value={text} onChange={(e) => setText(e.target.value)} />}
      </FormGroup>
      <ButtonToolbar>
        <Button variant="primary" disabled={!streamId || text.trim() === '' || simulate.isMutating} onClick={run}>
          Run simulation
        </Button>
        <Button
          disabled={!result && text === ''}
          onClick={() => {
            setText('');
            setResult(null);
          }}
        >
          Reset
        </Button>
      </ButtonToolbar>
      {result && <SimulationResult simulation={result} />}
    </>
  );
}

export default PipelineSimulatorPage;
