import { useState } from 'react';
import { useParams } from 'wouter';
import { useCreateExtractor, useExtractors, useInput } from '@sift/api';
import { Alert, Button, ButtonToolbar, FormGroup, LoadingIndicator, PageHeader, Textarea, toast } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { parseImport } from './extractors/extractorExport';
import { failureMessage } from './streams/reportFailure';

export const IMPORT_TEXTS = {
  imported: 'Extractors imported',
  importFailed: 'Could not import extractors',
} as const;

export const importSummary = (created: number, failed: number) =>
  `${created} ${created === 1 ? 'extractor' : 'extractors'} added, ${failed} failed.`;

/** `/system/inputs/{input}/extractors/import`: adds the extractors of an export to the input, one by one. */
export function ExtractorsImportPage() {
  const { inputId = '' } = useParams<{ inputId: string }>();
  const input = useInput(inputId);
  const current = useExtractors(inputId);
  const create = useCreateExtractor();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  usePageTitle('Import extractors');

  if (!input.data && input.error) return <FetchErrorPage error={input.error} />;
  if (!input.data) return <LoadingIndicator />;
  const back = input.data.global
    ? pathTo('SYSTEM_GLOBAL_EXTRACTORS', { inputId })
    : pathTo('SYSTEM_INPUT_EXTRACTORS', { inputId, nodeId: input.data.node ?? '' });

  const run = async () => {
    setFailures([]);
    let requests;
    try {
      requests = parseImport(text);
    } catch (error) {
      setProblem(failureMessage(error));
      return;
    }
    setProblem(null);
    setBusy(true);
    const failed: string[] = [];
    // After the input's current extractors, in the export's order.
    const first = current.data?.length ?? 0;
    for (const [index, request] of requests.entries()) {
      try {
        await create.trigger(inputId, { ...request, order: first + index });
      } catch (error) {
        failed.push(`${request.title}: ${failureMessage(error)}`);
      }
    }
    setBusy(false);
    setFailures(failed);
    const summary = importSummary(requests.length - failed.length, failed.length);
    if (failed.length === 0) {
      toast.success(IMPORT_TEXTS.imported, summary);
      setText('');
    } else toast.error(IMPORT_TEXTS.importFailed, summary);
  };

  return (
    <>
      <PageHeader
        title={`Import extractors into ${input.data.title}`}
        description="Paste the JSON of an extractor export; each extractor in it is added to this input after its current ones."
        actions={
          <ButtonToolbar>
            <AppLink href={back}>Back to extractors</AppLink>
          </ButtonToolbar>
        }
      />
      <FormGroup label="Extractors JSON" error={problem ?? undefined}>
        {(control) => <Textarea {...control} monospace rows={16} value={text} onChange={(event) => setText(event.target.value)} />}
      </FormGroup>
      {failures.length > 0 && (
        <Alert variant="danger" title="Not added">
          <ul aria-label="Extractors not added">
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ButtonToolbar>
        <Button variant="primary" disabled={text.trim() === ''} loading={busy} onClick={() => void run()}>
          Add extractors to input
        </Button>
      </ButtonToolbar>
    </>
  );
}

export default ExtractorsImportPage;
